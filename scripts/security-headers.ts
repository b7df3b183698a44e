import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeHeaderFiles } from "../server/header-files.mjs";
import { collectHeaderData, NOT_FOUND_PAGE } from "../server/page-headers.mjs";
import { precompress } from "./precompress.ts";

/**
 * The build's last step, once the HTML is final: hashes every prerendered page's inline scripts
 * and writes the header data, `client/_headers`, `client/_redirects` and nginx's includes (`nginx/maps.conf`,
 * `nginx/headers.conf`), then the gzipped copies the servers send as they are.
 */
export async function writeServingFiles(
  buildDir: string,
  pagePaths: string[],
  emailOrigin: string,
): Promise<void> {
  const clientDir = path.join(buildDir, "client");
  const files = [
    ...pagePaths.map((page) => ({ path: page, file: path.join(clientDir, page, "index.html") })),
    { path: NOT_FOUND_PAGE, file: path.join(clientDir, NOT_FOUND_PAGE) },
  ];
  const pages = await Promise.all(
    files.map(async ({ path: page, file }) => ({ path: page, html: await readFile(file, "utf8") })),
  );
  const data = collectHeaderData(emailOrigin, pages);
  if (Object.values(data.pages).some((hashes) => hashes.length === 0)) {
    // React Router always inlines its context; none found means the HTML changed shape.
    throw new Error("security-headers: a page has no inline scripts; check the hashing.");
  }
  await writeHeaderFiles(buildDir, data);
  const zipped = await precompress(clientDir);
  console.log(
    `serving: _headers, _redirects, nginx/maps.conf, nginx/headers.conf (${pages.length} pages, ` +
      `connect-src ${emailOrigin}), ${zipped} gzipped files`,
  );
}
