import { rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import type { Build } from "./pages.ts";

/** Where the index is served: the search loads `/pagefind/pagefind.js` when a visitor opens it. */
export const SEARCH_DIR = "pagefind";
/** Product pages only, in every language: `/product/<category>/<id>`, `/de/product/<category>/<id>`. */
export const PRODUCT_PAGES_GLOB = "**/product/*/*/index.html";
/**
 * Inside a product's indexed parts, its buttons and links (Add to quote, which repeats the name
 * for screen readers; the way back to the category): words about the page, not the product, that
 * would crowd the excerpts.
 */
const EXCLUDED = ["a", "button"];
/** Pagefind's ready-made interfaces: the site has its own, and its search runs without a worker. */
const UNUSED = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
  "pagefind-worker.js",
];

/**
 * The static search index (Pagefind) of the product pages, one per language (`<html lang>`), in
 * `build/client/pagefind/`. A page indexes what its `data-pagefind-body` elements hold (the
 * product's picture, description and facts, not the menus or related products). Its fragments
 * are gzipped already, so the precompress step, which runs after, leaves them alone.
 */
export async function writeSearchIndex({ clientDir }: Pick<Build, "clientDir">): Promise<void> {
  const startedAt = performance.now();
  const outputPath = path.join(clientDir, SEARCH_DIR);
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
    if (!index) throw new Error(errors.join("; "));
    const added = await index.addDirectory({ path: clientDir, glob: PRODUCT_PAGES_GLOB });
    if (added.errors.length > 0) throw new Error(added.errors.join("; "));
    if (added.page_count === 0) throw new Error(`no page matches ${PRODUCT_PAGES_GLOB}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
    await Promise.all(UNUSED.map((file) => rm(path.join(outputPath, file), { force: true })));
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
    console.log(`postbuild: search index (${added.page_count} product pages, ${seconds} s)`);
  } catch (error) {
    throw new Error(`postbuild: the search index failed: ${(error as Error).message}`);
  } finally {
    await pagefind.close();
  }
}
