// @ts-check
/**
 * Builds the site against the local e-mail stand-in: placeholder identifiers and the local
 * server's origin, so the forms send to this computer. Used by `npm start` (when no identifiers
 * are configured) and by the browser tests (`npm run build:e2e`, origin from E2E_PORT).
 * Usage: node scripts/stand-in-build.mjs [--origin http://127.0.0.1:4180] [--if-needed]
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { STAND_IN_IDENTIFIERS, standInEnv } from "../server/stand-in-identifiers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const assetsDir = path.join(root, "build", "client", "assets");

/** The origin the browser tests' server answers on (see playwright.config.ts). */
export function e2eOrigin(port = process.env.E2E_PORT ?? "4180") {
  return `http://127.0.0.1:${port}`;
}

/** Whether `build/` already holds a build that sends to the stand-in at `origin`. @param {string} origin */
export function isStandInBuild(origin) {
  if (!existsSync(path.join(root, "build", "client", "index.html"))) return false;
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith(".js"));
  const text = scripts.map((name) => readFileSync(path.join(assetsDir, name), "utf8")).join("\n");
  // The minifier may quote the inlined values with any of the three quote characters.
  const quoted = (/** @type {string} */ value) =>
    ['"', "'", "`"].some((quote) => text.includes(`${quote}${value}${quote}`));
  return quoted(STAND_IN_IDENTIFIERS.VITE_EMAILJS_PUBLIC_KEY) && quoted(origin);
}

/** Runs the production build with the stand-in's identifiers; exits on failure. @param {string} origin */
export function buildForStandIn(origin) {
  console.log(`Building with the local e-mail stand-in's identifiers (origin ${origin}).`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...standInEnv(origin) },
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { origin: { type: "string" }, "if-needed": { type: "boolean" } },
  });
  const origin = values.origin ?? e2eOrigin();
  if (values["if-needed"] && isStandInBuild(origin)) {
    console.log(`build/ already sends to the e-mail stand-in at ${origin}.`);
  } else {
    buildForStandIn(origin);
  }
}
