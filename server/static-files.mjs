/**
 * The build's files as deploy/nginx.conf sends them: clean URLs, the `.gz` copies, ETags, ranges.
 * Not sirv: its range code threw on `bytes=5-2` (ending the process) and misread `bytes=-5`.
 */
import { createReadStream, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";

/** nginx's mime.types for the files a build holds. */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "text/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  // A page's words for in-site navigation (React Router's turbo-stream), as deploy/nginx-site.conf.
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
});

/**
 * Anything else is `application/octet-stream`, as in nginx: the search index's files (Pagefind's
 * `.pf_meta`, `.pf_index`, `.pf_fragment`, `.pagefind`) are gzip inside, which its script unpacks
 * itself, so they are sent as they are, never compressed again nor marked `Content-Encoding`.
 * @param {string} file
 */
export function contentTypeFor(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/**
 * A `Range` header as nginx reads it: `undefined` for the whole body (none, another unit, several
 * ranges), `"unsatisfiable"` for a 416, else the inclusive byte span.
 * @param {string | undefined} header @param {number} size
 */
export function parseRange(header, size) {
  const ranges = /^\s*bytes\s*=(.*)$/i.exec(header ?? "")?.[1];
  if (ranges === undefined) return undefined;
  const spans = [];
  for (const part of ranges.split(",")) {
    const [, first = "", last = ""] = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(part) ?? [];
    if (first === "" && last === "") return "unsatisfiable";
    if (first !== "" && last !== "" && Number(last) < Number(first)) return "unsatisfiable";
    // `-N` is the last N bytes; a start past the end or `-0` selects nothing.
    const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
    const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
    if (start <= end) spans.push({ start, end });
  }
  if (spans.length === 0) return "unsatisfiable";
  // Several spans would need multipart/byteranges; a server may send the whole body instead.
  return spans.length === 1 ? spans[0] : undefined;
}

/**
 * Whether an `If-Match`/`If-None-Match` value names `etag`, as nginx reads it: `*`, or a list
 * with the tag in it; the weak comparison (If-None-Match) ignores `W/` on either side.
 * @param {string} header @param {string} etag @param {boolean} weak
 */
export function matchesEtag(header, etag, weak) {
  if (header.trim() === "*") return true;
  const bare = (/** @type {string} */ tag) => (weak ? tag.replace(/^W\//, "") : tag);
  return header.split(",").some((tag) => bare(tag.trim()) === bare(etag));
}

/**
 * nginx's answer to a conditional GET (its not_modified filter, `if_modified_since exact`):
 * 412 for a failed If-Unmodified-Since or If-Match, 304 when every one of If-Modified-Since
 * (the same second as Last-Modified) and If-None-Match given says unchanged, else `undefined`.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ etag: string; modified: Date }} file
 * @returns {304 | 412 | undefined}
 */
export function conditionalStatus(headers, { etag, modified }) {
  const seconds = Math.floor(modified.getTime() / 1000);
  const dateOf = (/** @type {string} */ value) => Date.parse(value) / 1000;
  const unmodifiedSince = headers["if-unmodified-since"];
  if (unmodifiedSince !== undefined && !(dateOf(unmodifiedSince) >= seconds)) return 412;
  const ifMatch = headers["if-match"];
  if (ifMatch !== undefined && !matchesEtag(ifMatch, etag, false)) return 412;
  const modifiedSince = headers["if-modified-since"];
  const noneMatch = headers["if-none-match"];
  if (modifiedSince === undefined && noneMatch === undefined) return undefined;
  if (modifiedSince !== undefined && dateOf(modifiedSince) !== seconds) return undefined;
  if (noneMatch !== undefined && !matchesEtag(noneMatch, etag, true)) return undefined;
  return 304;
}

/** The content codings an Accept-Encoding header takes (any but those with q=0). @param {unknown} header */
function acceptedCodings(header) {
  const codings = String(header ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.split(";").map((bit) => bit.trim()));
  return new Set(
    codings.flatMap(([coding = "", ...params]) =>
      params.some((param) => /^q=0(?:\.0*)?$/.test(param)) ? [] : [coding],
    ),
  );
}

/** @typedef {{ file: string; size: number; mtime: Date }} Entry */

/**
 * Every file that really lies inside `dir`, by URL path. A symbolic link counts as what it points
 * to when that is inside too (as nginx would follow it); one pointing outside, or nowhere, is
 * left out, so neither a stray link nor a broken one can leak a file or stop the server.
 * @param {string} dir
 */
function indexFiles(dir) {
  const root = realpathSync(dir);
  const isInside = (/** @type {string} */ real) => real.startsWith(root + path.sep);
  /** @type {Map<string, Entry>} */
  const files = new Map();
  /** @param {string} folder real path @param {string} urlPrefix @param {string[]} parents */
  const walk = (folder, urlPrefix, parents) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      let real = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) {
        try {
          real = realpathSync(real);
        } catch {
          continue; // broken
        }
        if (!isInside(real)) continue;
      }
      const stats = statSync(real, { throwIfNoEntry: false });
      const urlPath = `${urlPrefix}/${entry.name}`;
      if (stats?.isFile()) files.set(urlPath, { file: real, size: stats.size, mtime: stats.mtime });
      // A link back to a folder above itself would never end.
      else if (stats?.isDirectory() && !parents.includes(real))
        walk(real, urlPath, [...parents, real]);
    }
  };
  walk(root, "", [root]);
  return files;
}

/** The files in `dir`, indexed once (a deployment never changes). @param {string} dir */
export function createStaticFiles(dir) {
  const files = indexFiles(dir);
  /** The build's `.br`/`.gz` copy of a file beside it: sent for that file, never by its own name. */
  const isCopy = (/** @type {string} */ urlPath) =>
    /\.(?:br|gz)$/.test(urlPath) && files.has(urlPath.slice(0, -3));
  /** nginx's `try_files $uri $uri/index.html`. @param {string} pathname decoded */
  const resolve = (pathname) => {
    const index = `${pathname.replace(/\/+$/, "")}/index.html`;
    const urlPath = files.has(pathname) ? pathname : index;
    const entry = isCopy(urlPath) ? undefined : files.get(urlPath);
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
      // The build's compressed copy the browser takes, Brotli first.
      const takes = acceptedCodings(req.headers["accept-encoding"]);
      const copies = /** @type {const} */ ([
        ["br", ".br"],
        ["gzip", ".gz"],
      ]).flatMap(([coding, suffix]) => {
        const copy = files.get(`${found.urlPath}${suffix}`);
        return copy ? [{ coding, copy }] : [];
      });
      if (copies.length > 0) res.setHeader("Vary", "Accept-Encoding");
      const chosen = copies.find(({ coding }) => takes.has(coding));
      if (chosen) {
        entry = chosen.copy;
        res.setHeader("Content-Encoding", chosen.coding);
      }
      // nginx's own form: the modification time in seconds and the size, both in hex.
      const seconds = Math.floor(entry.mtime.getTime() / 1000);
      const etag = `"${seconds.toString(16)}-${entry.size.toString(16)}"`;
      const lastModified = entry.mtime.toUTCString();
      res.setHeader("Content-Type", contentTypeFor(found.urlPath));
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", lastModified);
      res.setHeader("Accept-Ranges", "bytes");
      const condition = conditionalStatus(req.headers, { etag, modified: entry.mtime });
      if (condition === 304) return res.writeHead(304).end();
      if (condition === 412) {
        res.removeHeader("Content-Encoding");
        res.writeHead(412, { "Content-Type": "text/plain; charset=utf-8" });
        return res.end("Precondition failed.\n");
      }
      const ifRange = req.headers["if-range"];
      const stale = ifRange && ifRange !== etag && ifRange !== lastModified;
      const range = stale ? undefined : parseRange(req.headers.range, entry.size);
      if (range === "unsatisfiable") {
        res.removeHeader("Content-Encoding");
        res.writeHead(416, {
          "Content-Range": `bytes */${entry.size}`,
          "Content-Type": "text/plain; charset=utf-8",
        });
        return res.end("Requested range not satisfiable.\n");
      }
      const { start, end } = range ?? { start: 0, end: entry.size - 1 };
      if (range) res.setHeader("Content-Range", `bytes ${start}-${end}/${entry.size}`);
      res.writeHead(range ? 206 : 200, { "Content-Length": Math.max(0, end - start + 1) });
      if (req.method === "HEAD" || entry.size === 0) return res.end();
      // A file that vanished or cannot be read ends this response, never the server.
      pipeline(createReadStream(entry.file, { start, end }), res, (error) => {
        if (error && !res.destroyed) res.destroy(error);
      });
    },
  };
}
