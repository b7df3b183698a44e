// @ts-check
/** The benchmark's server for the build and its floor: npm start's files, compression and caching. */
import { createServer } from "node:http";
import compression from "compression";
import { cacheControlFor } from "../../server/security-headers.mjs";
import { createStaticFiles } from "../../server/static-files.mjs";

/**
 * Serves `dir` on 127.0.0.1:`port`; resolves once listening.
 * @param {string} dir @param {number} port
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startStaticServer(dir, port) {
  const files = createStaticFiles(dir);
  const compress = compression();
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    if (!files.has(pathname)) return res.writeHead(404).end();
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    // @ts-expect-error compression's types expect Express objects; plain Node ones work.
    compress(req, res, () => files.send(req, res, pathname));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
