// @ts-check
/**
 * The "floor": the built site without scripts (JSON-LD stays, it is data), the best any JavaScript
 * could reach; and the server of both, npm start's own.
 */
import { once } from "node:events";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { readHeaderData } from "../../server/security-headers.mjs";
import { createSiteHandler } from "../../server/site-server.mjs";

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
    for (const suffix of [".gz", ".br"]) rmSync(`${file}${suffix}`, { force: true });
  }
}

/** @param {string} clientDir @param {string} buildDir its headers' @param {number} port */
export async function startStaticServer(clientDir, buildDir, port) {
  const headerData = readHeaderData(buildDir);
  const server = createServer(createSiteHandler({ clientDir, headerData }));
  await once(server.listen(port, "127.0.0.1"), "listening");
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
