// @ts-check
/**
 * Sends the build's files the way deploy/nginx.conf does: clean URLs (`/services` and `/services/`
 * from `services/index.html`, never `/services/index` or `/404`), the build's `.gz` copies to
 * clients that take gzip, ETag revalidation and byte ranges. It replaces sirv, whose range code
 * threw on `Range: bytes=5-2` (ending the process) and read `bytes=-5` as the first six bytes.
 */
import { createReadStream, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";

/** The types nginx's mime.types gives the files a build holds; the rest are octet streams. */
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
 * What a `Range` header asks of a body of `size` bytes, as nginx reads it: `undefined` to send
 * the whole body (no header, another unit, or several ranges), `"unsatisfiable"` for a 416
 * (malformed, start past the end, end before start, `-0`), else the inclusive byte span.
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
      // A suffix: the last N bytes (all of them when N is larger than the body).
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
  // One span is sent as it is; several would need multipart/byteranges, which a server may
  // answer with the whole body instead.
  return spans.length === 1 ? spans[0] : undefined;
}

/**
 * @typedef {{ file: string; size: number; mtime: Date }} FileEntry
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 */

/** Every file under `dir`, by URL path (`/services/index.html`). @param {string} dir */
function indexFiles(dir) {
  /** @type {Map<string, FileEntry>} */
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stats = statSync(file);
    const urlPath = `/${path.relative(dir, file).split(path.sep).join("/")}`;
    files.set(urlPath, { file, size: stats.size, mtime: stats.mtime });
  }
  return files;
}

/**
 * The file a decoded URL path names, nginx's `try_files $uri $uri/index.html =404`.
 * @param {Map<string, FileEntry>} files @param {string} pathname
 */
function resolve(files, pathname) {
  const exact = files.get(pathname);
  if (exact) return { urlPath: pathname, entry: exact };
  const index = `${pathname.replace(/\/+$/, "")}/index.html`;
  const entry = files.get(index);
  return entry ? { urlPath: index, entry } : undefined;
}

/**
 * A handler for the files in `dir` (read once, like a deployment that never changes). It
 * answers what it finds and returns `false` for anything else, leaving the 404 to the caller.
 * @param {string} dir
 */
export function createStaticFiles(dir) {
  const files = indexFiles(path.resolve(dir));

  return {
    /** @param {string} pathname a decoded URL path */
    has(pathname) {
      return resolve(files, pathname) !== undefined;
    },
    /**
     * Sends the file at the decoded `pathname` (GET or HEAD); `false` when there is none.
     * @param {Req} req @param {Res} res @param {string} pathname
     */
    send(req, res, pathname) {
      const found = resolve(files, pathname);
      if (!found) return false;
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
        return true;
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
        return true;
      }
      if (range) {
        res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${entry.size}`);
      }
      const { start, end } = range ?? { start: 0, end: entry.size - 1 };
      res.writeHead(range ? 206 : 200, { "Content-Length": Math.max(0, end - start + 1) });
      if (req.method === "HEAD" || entry.size === 0) {
        res.end();
        return true;
      }
      // A file that vanished or cannot be read ends this response, never the server.
      pipeline(createReadStream(entry.file, { start, end }), res, (error) => {
        if (error && !res.destroyed) res.destroy(error);
      });
      return true;
    },
  };
}
