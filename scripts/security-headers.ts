import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeHeaderFiles } from "../server/header-files.mjs";
import { collectHeaderData, NOT_FOUND_PAGE } from "../server/page-headers.mjs";

/**
 * The build's last step: hashes every prerendered page's inline scripts and writes the header
 * data, `client/_headers` and nginx's includes (`nginx/maps.conf`, `nginx/headers.conf`).
 */
export async function writeSecurityHeaders(
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
  console.log(
    `security-headers: _headers, nginx/maps.conf, nginx/headers.conf (${pages.length} pages, ` +
      `connect-src ${emailOrigin})`,
  );
}
