// @ts-check
/**
 * Builds the site to send its forms to the local e-mail stand-in at an origin (default from
 * E2E_PORT). Usage: node scripts/stand-in-build.mjs [--origin http://127.0.0.1:4180]
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { STAND_IN_IDENTIFIERS } from "../server/stand-in-identifiers.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `react-router build` with `env` added to the environment; exits when it fails. */
export function buildSite(env = {}) {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The browser tests' server (playwright.config.ts). */
export function e2eOrigin(port = process.env.E2E_PORT ?? "4180") {
  return `http://127.0.0.1:${port}`;
}

/** Whether `build/` sends to the stand-in at `origin`, by its own record. @param {string} origin */
export function isStandInBuild(origin) {
  const infoFile = path.join(root, "build", "build-info.json");
  if (!existsSync(infoFile) || !existsSync(path.join(root, "build", "client", "index.html")))
    return false;
  const info = JSON.parse(readFileSync(infoFile, "utf8"));
  return info.emailStandIn === true && info.emailOrigin === origin;
}

/** @param {string} origin */
export function buildForStandIn(origin) {
  console.log(`Building with the local e-mail stand-in's identifiers (origin ${origin}).`);
  buildSite({ ...STAND_IN_IDENTIFIERS, VITE_EMAILJS_ORIGIN: origin });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { origin: { type: "string" } } });
  buildForStandIn(values.origin ?? e2eOrigin());
}
