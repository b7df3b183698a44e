// @ts-check
/** What a prerendered page downloads before any interaction, from the built files, gzip. */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LAZY_LIBRARIES } from "./budgets.mjs";

/** Static `import … from "x"` and `import "x"` specifiers of a module (never dynamic `import()`). @param {string} code */
export function staticImports(code) {
  const imports = code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g);
  return [...imports].map((match) => `${match[1] ?? match[2]}`);
}

/** The scripts and stylesheets a page loads up front. @param {string} html */
export function htmlAssets(html) {
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    ([, href]) => `${href}`,
  );
  /** @type {Set<string>} */
  const scripts = new Set();
  // The boot module's JSON data block names every module the first visit loads.
  for (const [, body] of html.matchAll(
    /<script type="(?:module|application\/json)"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    for (const [, url] of `${body}`.matchAll(/"(\/[^"]+\.js)"/g)) scripts.add(`${url}`);
  }
  return { scripts: [...scripts], styles };
}

/** `entries` closed over static imports. @param {string} clientDir @param {string[]} entries */
function firstLoadScripts(clientDir, entries) {
  const seen = new Set();
  const queue = entries.filter((url) => url.startsWith("/"));
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    // Bundled chunks import each other by relative path; a bare name is text inside a string.
    for (const specifier of staticImports(code).filter((s) => /^\.{1,2}\//.test(s))) {
      queue.push(path.posix.resolve(path.posix.dirname(url), specifier));
    }
  }
  return [...seen];
}

/** The `.gz` copy's size (what the servers send), else compressed here. @param {string} clientDir @param {string} url */
function gzipBytes(clientDir, url) {
  const file = path.join(clientDir, url);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file)).length;
}

/**
 * First-load JavaScript and CSS of one page, and which lazy libraries are nonetheless in it.
 * @param {string} clientDir @param {string} htmlFile the page's HTML, relative to clientDir
 */
export function pageBytes(clientDir, htmlFile) {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const { scripts, styles } = htmlAssets(html);
  const files = firstLoadScripts(clientDir, scripts);
  const code = files.map((url) => readFileSync(path.join(clientDir, url), "utf8")).join("\n");
  const sum = (/** @type {string[]} */ urls) =>
    urls.reduce((total, url) => total + gzipBytes(clientDir, url), 0);
  return {
    firstLoadJs: sum(files),
    scriptCount: files.length,
    css: sum(styles.filter((url) => url.startsWith("/"))),
    html: gzipSync(html).length,
    eagerLibraries: LAZY_LIBRARIES.filter(({ marker }) => code.includes(marker)).map((l) => l.name),
  };
}
