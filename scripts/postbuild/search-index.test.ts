import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { precompress } from "./precompress.ts";
import { SEARCH_DIR, writeSearchIndex } from "./search-index.ts";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><nav>Menu Tumblers</nav><h1>${body}</h1><div data-pagefind-body=""><p>${body} in stainless steel</p></div></body></html>`;

async function writePage(file: string, html: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), html);
}

describe("writeSearchIndex", () => {
  it("indexes the product pages of each language, nothing else, without Pagefind's own interfaces", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "search-index-"));
    vi.spyOn(console, "log").mockImplementation(() => {});
    await writePage("product/drinkware/tumblers/index.html", page("en", "Tumblers"));
    await writePage("de/product/drinkware/tumblers/index.html", page("de", "Becher"));
    await writePage("ja/product/drinkware/tumblers/index.html", page("ja", "タンブラー"));
    // Not product pages, though one marks a body: the product list and the home page.
    await writePage("product/index.html", page("en", "All products"));
    await writePage("index.html", page("en", "Home"));

    await writeSearchIndex({ clientDir: dir });
    const out = path.join(dir, SEARCH_DIR);
    const entry = JSON.parse(await readFile(path.join(out, "pagefind-entry.json"), "utf8"));
    expect(Object.keys(entry.languages).sort()).toEqual(["de", "en", "ja"]);
    const pages = Object.values(entry.languages as Record<string, { page_count: number }>);
    expect(pages.map((language) => language.page_count)).toEqual([1, 1, 1]);
    expect(existsSync(path.join(out, "pagefind.js"))).toBe(true);
    expect(existsSync(path.join(out, "pagefind-ui.js"))).toBe(false);
    expect(existsSync(path.join(out, "pagefind-worker.js"))).toBe(false);
    expect(console.log).toHaveBeenCalledTimes(1);

    // Its fragments are gzip already: the precompress step that follows adds no copies of them.
    await precompress({ clientDir: dir });
    const files = await readdir(path.join(out, "fragment"));
    expect(files.length).toBe(3);
    expect(files.every((file) => file.endsWith(".pf_fragment"))).toBe(true);
  });
});
