// @ts-check
/**
 * `npm run bench:catalogue -- 500`: what the build costs as the catalogue grows. In a temporary
 * copy of the checkout it builds today's content, then the same with N generated products added
 * (copies of today's, spread over the categories), and reports pages, build time, time per added
 * page, where the time after the prerender goes, the bytes of the largest category page and of the
 * search index per language. Both builds run in the same process tree, one after the other, so the
 * machine's load is alike for both. Exits 1 when the cost per added page is over its budget.
 * Usage: node scripts/bench/catalogue.mjs [N=500] [--into <category>] [--keep]
 * `--into toys` puts every added product into one category (to measure a long category page:
 * `--keep`, then `node scripts/bench.mjs --no-build --routes /product/toys` in the kept copy).
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parse, stringify } from "yaml";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** PRODUCT.md: at most 50 ms per added page at 500 products. */
const BUDGET_MS_PER_PAGE = 50;

const { values, positionals } = parseArgs({
  options: { keep: { type: "boolean" }, into: { type: "string" } },
  allowPositionals: true,
});
const count = Number(positionals[0] ?? 500);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`Not a number of products: ${positionals[0]}`);

/** A copy of what the build reads; node_modules is linked, not copied. */
function copyCheckout() {
  const dir = mkdtempSync(path.join(tmpdir(), "catalogue-bench-"));
  const skip = new Set([
    "node_modules",
    "build",
    ".git",
    "test-results",
    ".outbox",
    ".screenshots",
    ".react-router",
  ]);
  for (const name of readdirSync(root))
    if (!skip.has(name)) cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** Adds `n` products, copies of today's under new names, round-robin over the categories. */
/** @param {string} dir @param {number} n */
function addProducts(dir, n) {
  const productsDir = path.join(dir, "content/products");
  const templates = readdirSync(productsDir).flatMap((category) =>
    readdirSync(path.join(productsDir, category)).map((file) =>
      path.join(productsDir, category, file),
    ),
  );
  const categories = readdirSync(path.join(dir, "content/categories")).map((f) =>
    f.replace(/\.yml$/, ""),
  );
  for (let i = 0; i < n; i += 1) {
    const template = templates[i % templates.length] ?? "";
    const data = parse(readFileSync(template, "utf8"));
    const category = values.into ?? categories[i % categories.length] ?? "";
    data.en.order = 1000 + i;
    for (const locale of Object.keys(data))
      data[locale].heading = `${data[locale].heading} ${i + 1}`.slice(0, 70);
    mkdirSync(path.join(productsDir, category), { recursive: true });
    writeFileSync(path.join(productsDir, category, `bench-${i + 1}.yml`), stringify(data));
  }
}

/** Files under `dir` whose name ends with `suffix`, counted. */
/** @param {string} dir @param {string} suffix */
function countFiles(dir, suffix) {
  let n = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" }))
    if (entry.endsWith(suffix)) n += 1;
  return n;
}

/** @param {string} file */
function bytesOf(file) {
  return existsSync(file) ? statSync(file).size : 0;
}

/** Builds the copy; its time, pages and the figures the build wrote. */
/** @param {string} dir @param {string} label */
function build(dir, label) {
  rmSync(path.join(dir, "build"), { recursive: true, force: true });
  const timings = path.join(dir, "timings.json");
  const started = performance.now();
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: dir,
    env: { ...process.env, BUILD_TIMINGS: timings, VERBOSE: "" },
    encoding: "utf8",
  });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${label}: the build failed`);
  }
  const client = path.join(dir, "build/client");
  const pages = countFiles(client, "index.html");
  const figures = JSON.parse(readFileSync(timings, "utf8"));
  const categoryPages = readdirSync(path.join(client, "product"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(client, "product", entry.name));
  const largestCategory = Math.max(
    ...categoryPages.map(
      (page) => bytesOf(path.join(page, "index.html.gz")) + bytesOf(`${page}.data.gz`),
    ),
  );
  const pagefind = path.join(client, "pagefind");
  const searchBytes = existsSync(pagefind)
    ? readdirSync(pagefind, { recursive: true, encoding: "utf8" })
        .map((file) => bytesOf(path.join(pagefind, file)))
        .reduce((a, b) => a + b, 0)
    : 0;
  return { label, ms, pages, figures, largestCategory, searchBytes };
}

/**
 * What an owner who added the products would check: the last one has a page in every language,
 * is listed on its category's page and in the sitemap, and its category's section on /product
 * links to that page.
 */
function checkPublished(/** @type {string} */ dir, /** @type {number} */ n) {
  const client = path.join(dir, "build/client");
  const [category] = readdirSync(path.join(dir, "content/products")).filter((c) =>
    existsSync(path.join(dir, "content/products", c, `bench-${n}.yml`)),
  );
  const address = `/product/${category}/bench-${n}`;
  const problems = [];
  for (const prefix of ["", "/de", "/fr", "/es", "/ar", "/ja"])
    if (!existsSync(path.join(client, prefix, address, "index.html")))
      problems.push(`no page ${prefix}${address}`);
  const categoryPage = readFileSync(
    path.join(client, "product", category ?? "", "index.html"),
    "utf8",
  );
  if (!categoryPage.includes(`href="${address}"`)) problems.push(`not on /product/${category}`);
  const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  if (!sitemap.includes(`${address}</loc>`)) problems.push("not in the sitemap");
  const overview = readFileSync(path.join(client, "product/index.html"), "utf8");
  if (!overview.includes(`href="/product/${category}"`))
    problems.push("no link to its category page on /product");
  if (problems.length > 0)
    throw new Error(`The added products are not all published: ${problems.join("; ")}`);
  console.log(`published: ${address} in six languages, on its category's page and in the sitemap`);
}

const dir = copyCheckout();
try {
  console.log(
    `catalogue bench: building today's content, then with ${count} more products (a few minutes)…`,
  );
  const today = build(dir, "today");
  addProducts(dir, count);
  const grown = build(dir, `+${count} products`);
  checkPublished(dir, count);
  const added = grown.pages - today.pages;
  const perPage = (grown.ms - today.ms) / added;
  const row = (/** @type {ReturnType<typeof build>} */ r) =>
    `| ${r.label} | ${r.pages} | ${(r.ms / 1000).toFixed(1)} | ${(r.ms / r.pages).toFixed(0)} | ${(r.largestCategory / 1024).toFixed(1)} | ${(r.searchBytes / 1024).toFixed(0)} | ${r.figures.contentParses} | ${Object.entries(
      r.figures.postbuild,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")} |`;
  console.log(
    [
      "",
      "| content | pages | build s | ms per page | largest category page KB gz (HTML + data) | search index KB | content parses | postbuild steps ms |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      row(today),
      row(grown),
      "",
      `added ${added} pages: ${perPage.toFixed(1)} ms per added page (budget ${BUDGET_MS_PER_PAGE} ms)`,
    ].join("\n"),
  );
  if (perPage > BUDGET_MS_PER_PAGE) process.exitCode = 1;
} finally {
  if (values.keep) console.log(`kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
