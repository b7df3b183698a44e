/**
 * Per-page header data (each page's inline-script hashes, the e-mail origin), collected by the
 * build into `build/security-headers.json` and turned into headers here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  ADMIN_PREFIX,
  adminHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  sharedSecurityHeaders,
} from "./security-headers.mjs";

export const NOT_FOUND_PAGE = "/404.html";
export const HEADER_DATA_FILE = "security-headers.json";

/**
 * @typedef {object} HeaderData
 * @property {string} emailOrigin
 * @property {Record<string, string[]>} pages page path (`/`, `/services`, `/404.html`) to hashes
 */

/**
 * Every page's hashes: the policy for responses that are not a known page. A CDN that joins a
 * page's rule with the catch-all one enforces both, and this superset changes nothing.
 * @param {HeaderData} data
 */
export const fallbackHashes = (data) => [...new Set(Object.values(data.pages).flat())];

/** The addresses a page answers at: `/services`, `/services/`, `/services/index.html`. */
export function pathVariants(/** @type {string} */ page) {
  if (page.endsWith(".html")) return [page];
  if (page === "/") return ["/", "/index.html"];
  return [page, `${page}/`, `${page}/index.html`];
}

/** @param {HeaderData} data @param {string} pathname */
export function pageFor(data, pathname) {
  return Object.keys(data.pages).find((page) => pathVariants(page).includes(pathname));
}

/** @param {HeaderData} data @param {string} pathname @returns {Record<string, string>} */
export function headersFor(data, pathname) {
  const cache = { "Cache-Control": cacheControlFor(pathname) };
  if (pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`))
    return { ...adminHeaders(), ...cache };
  const page = pageFor(data, pathname);
  const scriptHashes = page ? (data.pages[page] ?? []) : fallbackHashes(data);
  const policy = contentSecurityPolicy({ emailOrigin: data.emailOrigin, scriptHashes });
  return { "Content-Security-Policy": policy, ...sharedSecurityHeaders(), ...cache };
}

/** @param {string} buildDir @returns {HeaderData} */
export function readHeaderData(buildDir) {
  const file = path.join(buildDir, HEADER_DATA_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new Error(`No header data at ${file}: rebuild the site ("npm run build").`);
  }
}
