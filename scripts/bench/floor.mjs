// @ts-check
/**
 * The "floor": the built site without scripts (JSON-LD stays, it is data), the best any JavaScript
 * could reach; and the server of both, with npm start's files, compression and caching.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import { cacheControlFor } from "../../server/security-headers.mjs";
import { createStaticFiles } from "../../server/static-files.mjs";

/** @param {string} html */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attributes) =>
      /type\s*=\s*["']?application\/ld\+json/i.test(attributes) ? whole : "",
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, "");
}

/** @param {string} clientDir @param {string} floorDir */
export function writeFloor(clientDir, floorDir) {
  cpSync(clientDir, floorDir, { recursive: true });
  for (const name of readdirSync(floorDir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".html")) continue;
    const file = path.join(floorDir, name);
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
    // The build's precompressed copies still hold the scripts: the server compresses afresh.
    rmSync(`${file}.gz`, { force: true });
  }
}

/** @param {string} dir @param {number} port @returns {Promise<{ origin: string, close: () => Promise<void> }>} */
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
