import { readFile, writeFile } from "node:fs/promises";
import { NOT_FOUND_PAGE } from "../../server/page-headers.mjs";
import { compileBoot, deferHydration } from "../defer-hydration.ts";
import { type Build, pageFiles } from "./pages.ts";

/** Replaces every page's boot with `app/boot.ts`, which loads the app after the first paint (decision 005). */
export async function hydrateAfterPaint(build: Build): Promise<void> {
  const boot = await compileBoot(build.root);
  for (const { path: pagePath, file: page } of pageFiles(build)) {
    // The not-found page must not hydrate as a real page at a case variant of its address.
    const knownPaths = pagePath === NOT_FOUND_PAGE ? build.paths : undefined;
    await writeFile(page, deferHydration(await readFile(page, "utf8"), boot, knownPaths));
  }
}
