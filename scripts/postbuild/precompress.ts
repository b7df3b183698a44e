import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";
import type { Build } from "./pages.ts";

const gzipAsync = promisify(gzip);

/** Text types; images, fonts and video are compressed already. */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|svg|json|xml|webmanifest|txt|data)$/;
/** nginx's `gzip_min_length` (deploy/nginx.conf). */
const MIN_BYTES = 256;

/** A best-level `<file>.gz` beside each text file (`gzip_static`, serve.mjs), unless no smaller. */
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
      written++;
    }),
  );
  console.log(`postbuild: ${written} gzipped files`);
}
