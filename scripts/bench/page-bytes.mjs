// @ts-check
/** What a prerendered page downloads before any interaction, from the built files, gzip. */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** @param {string} tag @param {string} name */
function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? (match[2] ?? match[3] ?? match[4] ?? "") : undefined;
}

/** Static `import … from "x"` and `import "x"` specifiers of a module (never dynamic `import()`). @param {string} code */
export function staticImports(code) {
  const found = [];
  for (const match of code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g)) {
    found.push(/** @type {string} */ (match[1] ?? match[2]));
  }
  return found;
}

/** The scripts (with inline modules' imports) and stylesheets a page loads up front. @param {string} html */
export function htmlAssets(html) {
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") scripts.add(href);
    if (rel === "stylesheet") styles.add(href);
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(`${open}`, "src");
    if (src) scripts.add(src);
    else if (["module", "application/json"].includes(attribute(`${open}`, "type") ?? "")) {
      // The boot module names every module of the page (statically, or in its deferred form in
      // its JSON data block): all of them load on the first visit.
      for (const specifier of staticImports(body ?? "")) scripts.add(specifier);
      for (const [, url] of (body ?? "").matchAll(/["'](\/[^"']+\.js)["']/g)) scripts.add(`${url}`);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
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
 * @param {string} clientDir
 * @param {string} htmlFile path of the page's HTML inside clientDir
 * @param {{ name: string, marker: string }[]} lazyLibraries
 */
export function pageBytes(clientDir, htmlFile, lazyLibraries) {
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
    eagerLibraries: lazyLibraries.filter(({ marker }) => code.includes(marker)).map((l) => l.name),
  };
}
