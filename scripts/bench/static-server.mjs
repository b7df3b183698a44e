// @ts-check
/**
 * A compressed static server for the benchmark (sirv with the build's .gz copies, compression
 * for the rest, as `npm start` does), so the real build and its script-free floor are served identically.
 */
import { createServer } from "node:http";
import compression from "compression";
import sirv from "sirv";

/**
 * Serves `dir` on 127.0.0.1:`port` with clean URLs; resolves once listening.
 * @param {string} dir @param {number} port
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startStaticServer(dir, port) {
  const compress = compression();
  const serveStatic = sirv(dir, {
    extensions: ["html"],
    // The build's best-compressed .gz copies, as nginx sends them (gzip_static).
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  const server = createServer((req, res) => {
    // @ts-expect-error compression's types expect Express objects; plain Node ones work.
    compress(req, res, () => serveStatic(req, res));
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
