// @ts-check
/**
 * The request handler of `npm start`'s server (serve.mjs): the build's pages and files the way
 * deploy/nginx.conf serves them, the e-mail stand-in when it is on, and a last resort that turns
 * any failure into a 500 for that one request, so no request can stop the server.
 */
import compression from "compression";
import { headersFor, NOT_FOUND_PAGE } from "./page-headers.mjs";
import { createStaticFiles } from "./static-files.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 * @typedef {{ handles(req: Req): boolean; handle(req: Req, res: Res): Promise<void> }} StandIn
 * @typedef {object} SiteOptions
 * @property {string} clientDir `build/client`
 * @property {import("./page-headers.mjs").HeaderData} headerData
 * @property {Buffer} notFoundPage the bytes of `404.html`
 * @property {StandIn} [standIn]
 * @property {string} [outboxPolicy] the Content-Security-Policy of every `/_outbox` answer
 * @property {(message: string, error: unknown) => void} [logError]
 */

/** Instructions for CDN static hosts (read by the host, never served), by lower-case name. */
export const HOST_FILES = ["/_headers", "/_redirects"];

/**
 * Where a case variant of a known page belongs (`/Careers` → `/careers`, `/SERVICES/` →
 * `/services/`), or `undefined`. Every route is lower case, so the lower-case form is its address.
 * @param {import("./page-headers.mjs").HeaderData} data @param {string} pathname decoded
 */
export function lowercaseRedirect(data, pathname) {
  const lower = pathname.toLowerCase();
  if (lower === pathname || lower === NOT_FOUND_PAGE) return undefined;
  const pages = Object.keys(data.pages).filter((page) => page !== NOT_FOUND_PAGE);
  const known = pages.some(
    (page) =>
      lower === page ||
      lower === `${page.replace(/\/$/, "")}/` ||
      lower === `${page.replace(/\/$/, "")}/index.html`,
  );
  return known ? lower : undefined;
}

/** @param {SiteOptions} options @returns {import("node:http").RequestListener} */
export function createSiteHandler(options) {
  const { clientDir, headerData, notFoundPage, standIn, outboxPolicy, logError } = options;
  const files = createStaticFiles(clientDir);
  const compress = compression();
  const report = logError ?? ((message, error) => console.error(`[serve] ${message}:`, error));

  /** Sets the security and caching headers for a response to `pathname` (security-headers.mjs). */
  function applyHeaders(/** @type {Res} */ res, pathname = "") {
    for (const [name, value] of Object.entries(headersFor(headerData, pathname))) {
      res.setHeader(name, value);
    }
  }

  /** @param {Req} req @param {Res} res */
  function notFound(req, res) {
    applyHeaders(res, NOT_FOUND_PAGE);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  }

  /** @param {Res} res @param {number} status @param {string} text */
  function plain(res, status, text) {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(`${text}\n`);
  }

  /** @param {Req} req @param {Res} res */
  async function route(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    // Set before anything answers, so 304s and the stand-in's replies carry them too.
    applyHeaders(res, url.pathname);
    if (standIn?.handles(req)) {
      // The outbox viewer (a development page, never deployed) styles itself inline and runs no
      // script: it gets a policy of its own rather than a weaker one for the site.
      if (outboxPolicy && url.pathname.startsWith("/_outbox")) {
        res.setHeader("Content-Security-Policy", outboxPolicy);
      }
      await standIn.handle(req, res);
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // A lone or invalid escape (`/%`, `/%FF`): nginx answers 400 as well.
      plain(res, 400, "Bad request: the address is not valid.");
      return;
    }
    if (pathname.includes("\0") || pathname.split("/").includes("..")) {
      plain(res, 400, "Bad request: the address is not valid.");
      return;
    }
    // `_headers` and `_redirects` are a CDN's instructions, not content: like those hosts, never
    // serve them, under any spelling (`/_headers/`, `/%5fheaders`).
    if (HOST_FILES.includes(pathname.toLowerCase().replace(/\/+$/, ""))) {
      notFound(req, res);
      return;
    }
    const redirect = lowercaseRedirect(headerData, pathname);
    if (redirect) {
      res.writeHead(301, { Location: `${encodeURI(redirect)}${url.search}` });
      res.end();
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A static site takes nothing; nginx's static module answers the same.
      res.setHeader("Allow", "GET, HEAD");
      plain(res, 405, "Method not allowed: this site only answers GET and HEAD.");
      return;
    }
    // The 404 page is the answer for unknown paths, never a page of its own (as in nginx).
    if (pathname === NOT_FOUND_PAGE || !files.has(pathname)) {
      notFound(req, res);
      return;
    }
    // A range of an on-the-fly compressed body would be a range of bytes nobody has: like
    // nginx, compress only whole responses.
    if (req.headers.range) {
      files.send(req, res, pathname);
      return;
    }
    // @ts-expect-error compression's types expect Express objects; plain Node ones work.
    compress(req, res, () => files.send(req, res, pathname));
  }

  return (req, res) => {
    /** @param {unknown} error */
    const fail = (error) => {
      report(`${req.method} ${req.url} failed`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.removeHeader("Content-Encoding");
      plain(res, 500, "Internal server error: the server log says more.");
    };
    // `route` is async, so whatever it throws, even synchronously, arrives here.
    route(req, res).catch(fail);
  };
}
