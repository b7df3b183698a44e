/** serve.mjs's request handler: the build served as deploy/nginx.conf does, plus the stand-in. */
import { readFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import { decodePath, parseRequestTarget } from "./request-target.mjs";
import { headersFor, NOT_FOUND_PAGE, pageFor } from "./security-headers.mjs";
import { createStaticFiles } from "./static-files.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 * @typedef {import("./security-headers.mjs").HeaderData} HeaderData
 * @typedef {(req: Req, res: Res) => Promise<boolean>} StandIn answers its own requests, else false
 */

const CLIENT_ERRORS = /** @type {Record<string, [number, string]>} */ ({
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
});

/**
 * The server's `clientError` listener: what Node answers to a request it cannot parse (400),
 * with headers too large (431) or too slow (408), with the site's headers on it as nginx sends
 * them with its own 400. @param {HeaderData} headerData
 * @returns {(error: NodeJS.ErrnoException, socket: import("node:stream").Duplex) => void}
 */
export function createClientErrorListener(headerData) {
  const lines = Object.entries(headersFor(headerData, "")).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return (error, socket) => {
    // Node's own rule: nothing more once a response has begun on this connection.
    const started = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)
      ._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || started?.headersSent)
      return void socket.destroy();
    const [status, reason] = CLIENT_ERRORS[String(error.code)] ?? [400, "Bad Request"];
    const body = `${reason}.\n`;
    const head = [
      `HTTP/1.1 ${status} ${reason}`,
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      ...lines,
    ];
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  };
}

/**
 * @param {{ clientDir: string; headerData: HeaderData; standIn?: StandIn }} options
 * @returns {import("node:http").RequestListener}
 */
export function createSiteHandler({ clientDir, headerData, standIn }) {
  const files = createStaticFiles(clientDir);
  const compress = compression();
  /** @param {Res} res @param {string} pathname */
  const applyHeaders = (res, pathname) =>
    res.setHeaders(new Map(Object.entries(headersFor(headerData, pathname))));

  /**
   * The not-found page of the address's language (`/de/404.html` under /de/), else `/404.html`.
   * @param {Req} req @param {Res} res @param {string} pathname
   */
  function notFound(req, res, pathname) {
    const language = `/${pathname.split("/")[1]}${NOT_FOUND_PAGE}`;
    const isUnder = pathname.startsWith(`${path.dirname(language)}/`);
    const page = isUnder && files.has(language) ? language : NOT_FOUND_PAGE;
    applyHeaders(res, page);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : readFileSync(path.join(clientDir, page)));
  }

  /** @param {Res} res @param {number} status @param {string} text */
  function plain(res, status, text) {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(`${text}\n`);
  }

  /** @param {Req} req @param {Res} res */
  async function route(req, res) {
    const target = parseRequestTarget(req.url);
    // `/%FF` cannot be decoded: nginx answers 400 as well.
    const pathname = target && decodePath(target.pathname);
    // Set before anything answers, so 304s, 400s and the stand-in's replies carry them too.
    applyHeaders(res, pathname ?? "");
    if (target && (await standIn?.(req, res))) return;
    if (!target || !pathname || pathname.includes("\0") || pathname.split("/").includes(".."))
      return plain(res, 400, "Bad request: the address is not valid.");
    // A CDN's instructions, not content: never served, under any spelling (`/%5fheaders/`).
    if (["/_headers", "/_redirects"].includes(pathname.toLowerCase().replace(/\/+$/, "")))
      return notFound(req, res, "/");
    // Every route is lower case: a case variant of a known page moves there.
    const lower = pathname.toLowerCase();
    if (lower !== pathname && !lower.endsWith(NOT_FOUND_PAGE) && pageFor(headerData, lower))
      return res.writeHead(301, { Location: `${encodeURI(lower)}${target.search}` }).end();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return plain(res, 405, "Method not allowed: this site only answers GET and HEAD.");
    }
    // The 404 pages are the answer for unknown paths, never pages of their own (as in nginx).
    if (pathname.endsWith(NOT_FOUND_PAGE) || !files.has(pathname))
      return notFound(req, res, pathname);
    // Like nginx, no on-the-fly compression of a range: its bytes would exist nowhere.
    if (req.headers.range) files.send(req, res, pathname);
    // @ts-expect-error compression's types expect Express objects; plain Node ones work.
    else compress(req, res, () => files.send(req, res, pathname));
  }

  return (req, res) => {
    route(req, res).catch((error) => {
      console.error(`[serve] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) return res.destroy();
      res.removeHeader("Content-Encoding");
      // Even when it failed before setting them: an error page is a page too.
      if (!res.hasHeader("Content-Security-Policy")) applyHeaders(res, "");
      plain(res, 500, "Internal server error: the server log says more.");
    });
  };
}
