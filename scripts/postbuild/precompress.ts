import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Build } from "./pages.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text types; images, fonts and video are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = [
  "html",
  "css",
  "js",
  "mjs",
  "svg",
  "json",
  "xml",
  "webmanifest",
  "txt",
  "data",
];
const COMPRESSIBLE = new RegExp(`\\.(?:${COMPRESSIBLE_EXTENSIONS.join("|")})$`);
/** nginx's `gzip_min_length` (deploy/nginx.conf). */
const MIN_BYTES = 256;

/**
 * Brotli's quality for a page's own files (its HTML and data, of which a visitor loads one each):
 * 7 costs a twentieth of the best level's time for about a tenth more bytes (still well under
 * gzip's), which keeps the build's cost per added product page within its budget (decision 013).
 * Shared files (`assets/`: scripts, styles, drawings, loaded by many pages and cached for good)
 * keep the best level.
 */
export const PAGE_BROTLI_QUALITY = 7;

/** The Brotli quality for a file: the best for shared assets, `PAGE_BROTLI_QUALITY` for pages. */
export function brotliQuality(file: string, clientDir: string): number {
  const relative = path.relative(clientDir, file).split(path.sep);
  return relative[0] === "assets" ? constants.BROTLI_MAX_QUALITY : PAGE_BROTLI_QUALITY;
}

/**
 * `<file>.br` and best-level `<file>.gz` beside each text file, each unless no smaller: serve.mjs
 * sends Brotli to the browsers that take it (all current ones; a fifth smaller than gzip on the
 * Japanese home page), gzip to the rest, and nginx `gzip_static` the `.gz`.
 */
export async function precompress({ clientDir }: Pick<Build, "clientDir">): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const source = await readFile(file);
      const zipped = await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION });
      if (zipped.length >= source.length) return;
      await writeFile(`${file}.gz`, zipped);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, clientDir),
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      const squeezed = await brotliAsync(source, { params });
      if (squeezed.length < zipped.length) await writeFile(`${file}.br`, squeezed);
      written++;
    }),
  );
  console.log(`postbuild: ${written} files gzipped and Brotli-compressed`);
}
