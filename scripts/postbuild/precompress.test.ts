import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { brotliQuality, PAGE_BROTLI_QUALITY, precompress } from "./precompress.ts";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("gzips and Brotli-compresses text files worth it, in every folder, and leaves the rest alone", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    await mkdir(path.join(dir, "assets"));
    const page = `<!doctype html>${"<p>Stainless steel tumblers</p>".repeat(100)}`;
    await writeFile(path.join(dir, "index.html"), page);
    await writeFile(path.join(dir, "assets", "app-x1.js"), "console.log(1);".repeat(200));
    await writeFile(path.join(dir, "robots.txt"), "User-agent: *\n");
    await writeFile(path.join(dir, "assets", "photo.png"), Buffer.alloc(4096, 7));

    await precompress({ clientDir: dir });
    const zipped = await readFile(path.join(dir, "index.html.gz"));
    expect(gunzipSync(zipped).toString()).toBe(page);
    const squeezed = await readFile(path.join(dir, "index.html.br"));
    expect(brotliDecompressSync(squeezed).toString()).toBe(page);
    expect(squeezed.length).toBeLessThan(zipped.length);
    expect(existsSync(path.join(dir, "assets", "app-x1.js.gz"))).toBe(true);
    expect(existsSync(path.join(dir, "robots.txt.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "robots.txt.br"))).toBe(false);
    expect(existsSync(path.join(dir, "assets", "photo.png.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "assets", "photo.png.br"))).toBe(false);
  });

  it("squeezes shared assets hardest, a page's own files at the quicker page level", () => {
    const client = path.join("build", "client");
    expect(brotliQuality(path.join(client, "assets", "root-x.js"), client)).toBe(11);
    for (const page of ["index.html", "product/toys/plastic-toys/index.html", "product/toys.data"])
      expect(brotliQuality(path.join(client, page), client)).toBe(PAGE_BROTLI_QUALITY);
  });
});
