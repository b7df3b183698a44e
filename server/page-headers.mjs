// @ts-check
/**
 * Per-page header data: which inline scripts each prerendered page runs (their hashes) and which
 * e-mail origin the build posts to. The build collects it once into `build/security-headers.json`
 * (scripts/postbuild/header-files.ts); the local server, nginx's include and the `_headers` file
 * are all derived from it together with the definition in security-headers.mjs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  adminHeaders,
  cacheControlFor,
  isAdminPath,
  securityHeaders,
} from "./security-headers.mjs";

/** Where a page's fallback for unknown paths is served from. */
export const NOT_FOUND_PAGE = "/404.html";
export const HEADER_DATA_FILE = "security-headers.json";

/**
 * @typedef {object} HeaderData
 * @property {string} emailOrigin
 * @property {Record<string, string[]>} pages page path (`/`, `/services`, `/404.html`) to hashes
 */

/**
 * Every page's hashes together: the policy for responses that are not a known page. On a CDN that
 * joins a page's rule with the catch-all one, the browser enforces both, and a superset of the
 * page's own policy changes nothing; a page served at an unexpected address still runs.
 * @param {HeaderData} data
 */
export function fallbackHashes(data) {
  return [...new Set(Object.values(data.pages).flat())];
}

/** The addresses a page answers at: `/services`, `/services/`, `/services/index.html`. */
export function pathVariants(/** @type {string} */ page) {
  if (page.endsWith(".html")) return [page];
  if (page === "/") return ["/", "/index.html"];
  return [page, `${page}/`, `${page}/index.html`];
}

/** The page a request path shows, if it is one. @param {HeaderData} data @param {string} pathname */
export function pageFor(data, pathname) {
  return Object.keys(data.pages).find((page) => pathVariants(page).includes(pathname));
}

/**
 * All headers for a response to `pathname`: the page's own policy, the editor's (`/admin/`), or
 * the fallback one.
 * @param {HeaderData} data @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(data, pathname) {
  // The editor has a policy of its own (security-headers.mjs: adminHeaders).
  if (isAdminPath(pathname))
    return { ...adminHeaders(), "Cache-Control": cacheControlFor(pathname) };
  const page = pageFor(data, pathname);
  const scriptHashes = page ? (data.pages[page] ?? []) : fallbackHashes(data);
  return {
    ...securityHeaders({ emailOrigin: data.emailOrigin, scriptHashes }),
    "Cache-Control": cacheControlFor(pathname),
  };
}

/**
 * Reads the data the build wrote next to `build/client`; throws with a way out when it is missing.
 * @param {string} buildDir @returns {HeaderData}
 */
export function readHeaderData(buildDir) {
  const file = path.join(buildDir, HEADER_DATA_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new Error(`No header data at ${file}: rebuild the site ("npm run build").`);
  }
}
