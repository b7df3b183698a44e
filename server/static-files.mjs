// @ts-check
/**
 * The build's files as deploy/nginx.conf sends them: clean URLs, the `.gz` copies, ETags, ranges.
 * Not sirv: its range code threw on `bytes=5-2` (ending the process) and misread `bytes=-5`.
 */
import { createReadStream, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";

/** nginx's mime.types for the files a build holds. */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "text/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
});

/** @param {string} file */
export function contentTypeFor(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/**
 * A `Range` header as nginx reads it: `undefined` for the whole body (none, another unit, several
 * ranges), `"unsatisfiable"` for a 416, else the inclusive byte span.
 * @param {string | undefined} header @param {number} size
 * @returns {undefined | "unsatisfiable" | { start: number; end: number }}
 */
export function parseRange(header, size) {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return undefined;
  /** @type {{ start: number; end: number }[]} */
  const spans = [];
  for (const part of (match[1] ?? "").split(",")) {
    const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(part);
    if (!spec || (spec[1] === "" && spec[2] === "")) return "unsatisfiable";
    const [, first = "", last = ""] = spec;
    if (first === "") {
      const length = Number(last);
      if (length === 0 || size === 0) continue;
      spans.push({ start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    const start = Number(first);
    if (last !== "" && Number(last) < start) return "unsatisfiable";
    if (start >= size) continue;
    spans.push({ start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) });
  }
  if (spans.length === 0) return "unsatisfiable";
  // Several spans would need multipart/byteranges; a server may send the whole body instead.
  return spans.length === 1 ? spans[0] : undefined;
}

/** The files in `dir`, indexed once (a deployment never changes). @param {string} dir */
export function createStaticFiles(dir) {
  const root = path.resolve(dir);
  /** @type {Map<string, { file: string; size: number; mtime: Date }>} by URL path */
  const files = new Map();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtime } = statSync(file);
    files.set(`/${path.relative(root, file).split(path.sep).join("/")}`, { file, size, mtime });
  }
  /** nginx's `try_files $uri $uri/index.html`. @param {string} pathname decoded */
  const resolve = (pathname) => {
    const index = `${pathname.replace(/\/+$/, "")}/index.html`;
    const urlPath = files.has(pathname) ? pathname : index;
    const entry = files.get(urlPath);
    return entry && { urlPath, entry };
  };

  return {
    /** @param {string} pathname decoded */
    has: (pathname) => resolve(pathname) !== undefined,
    /**
     * Sends the file at `pathname` (GET or HEAD), which `has` found.
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res @param {string} pathname decoded
     */
    send(req, res, pathname) {
      const found = resolve(pathname);
      if (!found) return;
      let { entry } = found;
      const gzipped = files.get(`${found.urlPath}.gz`);
      const acceptsGzip = /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""));
      if (gzipped) res.setHeader("Vary", "Accept-Encoding");
      if (gzipped && acceptsGzip) {
        entry = gzipped;
        res.setHeader("Content-Encoding", "gzip");
      }
      const etag = `W/"${entry.size.toString(16)}-${entry.mtime.getTime().toString(16)}"`;
      const lastModified = entry.mtime.toUTCString();
      res.setHeader("Content-Type", contentTypeFor(found.urlPath));
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", lastModified);
      res.setHeader("Accept-Ranges", "bytes");
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304).end();
        return;
      }
      const ifRange = req.headers["if-range"];
      const range =
        ifRange && ifRange !== etag && ifRange !== lastModified
          ? undefined
          : parseRange(req.headers.range, entry.size);
      if (range === "unsatisfiable") {
        res.removeHeader("Content-Encoding");
        res.writeHead(416, {
          "Content-Range": `bytes */${entry.size}`,
          "Content-Type": "text/plain; charset=utf-8",
        });
        res.end("Requested range not satisfiable.\n");
        return;
      }
      if (range) {
        res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${entry.size}`);
      }
      const { start, end } = range ?? { start: 0, end: entry.size - 1 };
      res.writeHead(range ? 206 : 200, { "Content-Length": Math.max(0, end - start + 1) });
      if (req.method === "HEAD" || entry.size === 0) {
        res.end();
        return;
      }
      // A file that vanished or cannot be read ends this response, never the server.
      pipeline(createReadStream(entry.file, { start, end }), res, (error) => {
        if (error && !res.destroyed) res.destroy(error);
      });
    },
  };
}
