// @ts-check
/**
 * The "floor": the built site without scripts (JSON-LD stays, it is data); its Lighthouse figures
 * are the best any JavaScript could ever reach.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

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
    rmSync(`${file}.br`, { force: true });
  }
}
