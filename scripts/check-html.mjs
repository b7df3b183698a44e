// @ts-check
/**
 * The W3C Nu HTML checker (`vnu-jar`, Java 11+) over every built page; exits 1 on any error.
 * Usage: node scripts/check-html.mjs [folder]   (default: build/client; build first)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.resolve(root, process.argv[2] ?? "build/client");
// The package's main export is the jar's path. Its own launcher would download a Java runtime
// from GitHub when none is installed; we call the system's `java` and say so when it is missing.
const jar = String(createRequire(import.meta.url)("vnu-jar"));

/** Every message of the checker's JSON report (it exits 1 when there are errors). @param {string[]} files */
function check(files) {
  const args = ["-jar", jar, "--format", "json", "--stdout", ...files];
  const result = spawnSync("java", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error && /** @type {NodeJS.ErrnoException} */ (result.error).code === "ENOENT") {
    console.error(
      "check-html: `java` is not installed. Install Java 11 or newer " +
        '(Debian: "sudo apt-get install default-jre-headless"), or run `npm test` as root.',
    );
    process.exit(1);
  }
  if (!result.stdout) throw result.error ?? new Error(`check-html: no report (${result.stderr})`);
  /** @type {{ messages: { type: string, url?: string, message: string, lastLine?: number, firstColumn?: number, lastColumn?: number, extract?: string }[] }} */
  const report = JSON.parse(result.stdout);
  return report.messages;
}

if (!existsSync(folder)) {
  console.error(`check-html: ${path.relative(root, folder)} does not exist: build the site first.`);
  process.exit(1);
}
const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".html"))
  .map((name) => path.join(folder, name))
  .sort();
if (files.length === 0) {
  console.error(`check-html: no HTML pages in ${path.relative(root, folder)}.`);
  process.exit(1);
}

// Warnings are advice (e.g. about a trailing slash on void elements); errors are invalid HTML.
const errors = check(files).filter((m) => m.type === "error" || m.type === "non-document-error");
for (const error of errors) {
  const file = error.url ? path.relative(root, fileURLToPath(error.url)) : "(checker)";
  const where = error.lastLine ? `:${error.lastLine}:${error.firstColumn ?? error.lastColumn}` : "";
  console.error(`${file}${where}: ${error.message}`);
  if (error.extract) console.error(`    ${error.extract.replace(/\s+/g, " ").trim()}`);
}
console.log(
  `check-html: W3C Nu checker, ${files.length} page${files.length === 1 ? "" : "s"}, ${errors.length} error${errors.length === 1 ? "" : "s"}.`,
);
if (errors.length > 0) process.exitCode = 1;
