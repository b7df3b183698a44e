// @ts-check
/**
 * Readies a fresh checkout: the locked npm packages, and with `--browser` (as root) Chromium,
 * nginx, Java and openssl. Node's standard library only: it runs before any package is installed.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "node_modules", ".install-stamp");
const CHROMIUM = "/usr/bin/chromium";

/** @param {string} what @param {string} command @param {string[]} args */
function run(what, command, args) {
  console.log(`${what} (${command} ${args.join(" ")})…`);
  execFileSync(command, args, {
    cwd: root,
    stdio: "inherit",
    // pa11y's puppeteer would download its own Chrome while installing (and fail offline): the
    // checks drive Debian's Chromium (package.json's "puppeteer" key tells a bare `npm ci` so).
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive", PUPPETEER_SKIP_DOWNLOAD: "1" },
  });
}

function ensurePackages() {
  const lock = readFileSync(path.join(root, "package-lock.json"));
  const digest = createHash("sha256").update(lock).update(process.version).digest("hex");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return;
  // A second checkout (a git worktree) that links another's packages: `npm ci` would empty the
  // folder it links to under everyone using it. Its packages are the other checkout's to install.
  const modules = path.join(root, "node_modules");
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    console.warn(
      "node_modules is a link to another checkout's packages: not reinstalling them here.",
    );
    return;
  }
  run("Installing the locked npm packages, about a minute", "npm", [
    "ci",
    "--no-audit",
    "--no-fund",
  ]);
  writeFileSync(stamp, digest);
}

/** Whether a command is on PATH (or in /usr/sbin, where Debian puts nginx). @param {string} name */
function hasCommand(name) {
  const dirs = ["/usr/sbin", ...(process.env.PATH ?? "").split(path.delimiter)];
  return dirs.some((dir) => dir && existsSync(path.join(dir, name)));
}

/** What to do about a missing package when we cannot install it. */
const HINTS = /** @type {Record<string, string>} */ ({
  chromium:
    `Chromium is not at ${CHROMIUM}. Install Debian's "chromium" package (sudo apt-get install chromium), ` +
    "or set CHROMIUM_PATH, or run 'npx playwright install chromium' where downloads are allowed.",
  "default-jre-headless":
    'Java is not installed, so the HTML check fails: "sudo apt-get install default-jre-headless".',
  nginx: 'nginx is not installed, so its browser tests are skipped: "sudo apt-get install nginx".',
  "fonts-noto-core":
    'The catalogue PDF needs Noto Sans and Noto Sans Arabic: "sudo apt-get install fonts-noto-core".',
  "fonts-noto-cjk": 'The catalogue PDF needs Noto Sans CJK: "sudo apt-get install fonts-noto-cjk".',
});

/** Debian's font packages for the non-Latin languages, each with a file it installs. */
const NOTO_FONTS = /** @type {const} */ ([
  ["fonts-noto-cjk", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"],
  ["fonts-noto-core", "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"],
]);

/** The Noto packages not installed: the catalogue PDF (decision 014) and the browser tests need them. */
const missingFonts = () => NOTO_FONTS.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);

/** As root on Debian, installs what is missing of `packages` (else tells what to install). @param {string[]} packages */
function aptInstall(packages) {
  if (packages.length === 0) return;
  if (process.platform !== "linux" || process.getuid?.() !== 0) {
    for (const name of packages) if (HINTS[name]) console.warn(HINTS[name]);
    return;
  }
  run("Reading Debian's package lists", "apt-get", ["update", "-qq"]);
  run(`Installing ${packages.join(", ")}`, "apt-get", [
    "install",
    "-y",
    "-qq",
    "--no-install-recommends",
    ...packages,
  ]);
}

function ensureBrowserTools() {
  const missing = [];
  if (!process.env.CHROMIUM_PATH && !existsSync(CHROMIUM))
    missing.push("chromium", "fonts-liberation");
  if (!hasCommand("nginx")) missing.push("nginx");
  // A phone that reads Arabic or Japanese has fonts for them; without them Chromium lays out
  // fallback boxes, and screenshots and the main-thread benchmark measure a page no buyer sees.
  missing.push(...missingFonts());
  if (!hasCommand("java")) missing.push("default-jre-headless");
  // The https tests of deploy/nginx.conf make a throwaway certificate with it.
  if (!hasCommand("openssl")) missing.push("openssl");
  aptInstall(missing);
}

// System tools first: with Java already on PATH, vnu-jar's install step has nothing to download.
// The build itself needs only the fonts of the catalogue PDF (npm start).
if (process.argv.includes("--browser")) ensureBrowserTools();
else aptInstall(missingFonts());
ensurePackages();
