// @ts-check
/**
 * The "floor": a copy of the built site with every script removed (inline and external, module
 * preloads too; JSON-LD stays, it is data). The prerendered HTML and CSS alone show the page, so
 * its Lighthouse figures are the best any JavaScript could ever reach.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The page without its scripts. @param {string} html */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attributes) =>
      /type\s*=\s*["']?application\/ld\+json/i.test(attributes) ? whole : "",
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, "");
}

/** Every `.html` file under `dir`. @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Copies `clientDir` to `floorDir` and strips the scripts from every page. @param {string} clientDir @param {string} floorDir */
export function writeFloor(clientDir, floorDir) {
  cpSync(clientDir, floorDir, { recursive: true });
  for (const file of htmlFiles(floorDir)) {
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
    // The build's precompressed copies still hold the scripts: the server compresses afresh.
    rmSync(`${file}.gz`, { force: true });
    rmSync(`${file}.br`, { force: true });
  }
}
