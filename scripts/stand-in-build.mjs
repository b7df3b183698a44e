// @ts-check
/**
 * Builds the site to send its forms to the local e-mail stand-in at an origin (default from
 * E2E_PORT). Usage: node scripts/stand-in-build.mjs [--origin http://127.0.0.1:4180]
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { STAND_IN_IDENTIFIERS } from "../server/stand-in-identifiers.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A line of build output that asks someone to act: a clean build prints none. */
const WARNING = /warn|deprecat/i;

/**
 * `react-router build` with `env` added to the environment; exits when it fails. Its lines pass
 * through as they come; with `strict` (npm run build:e2e, so npm test and CI) a build that printed
 * a warning fails too, so one is fixed where it starts instead of becoming noise.
 * @param {Record<string, string>} [env] @param {{ strict?: boolean }} [options]
 */
export async function buildSite(env = {}, { strict = false } = {}) {
  const child = spawn("npx", ["react-router", "build"], {
    cwd: root,
    stdio: ["inherit", "pipe", "pipe"],
    env: { ...process.env, ...env },
    shell: process.platform === "win32",
  });
  /** @type {string[]} */
  const warnings = [];
  for (const [stream, out] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    createInterface({ input: stream }).on("line", (line) => {
      out.write(`${line}\n`);
      if (WARNING.test(line)) warnings.push(line);
    });
  }
  const status = await new Promise((resolve) => child.on("close", resolve));
  if (status !== 0) process.exit(status ?? 1);
  if (strict && warnings.length > 0) {
    console.error(
      `The build printed ${warnings.length} warning line(s), above. A clean build prints none: fix their cause.`,
    );
    process.exit(1);
  }
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

/** @param {string} origin @param {{ strict?: boolean }} [options] */
export async function buildForStandIn(origin, options) {
  console.log(`Building with the local e-mail stand-in's identifiers (origin ${origin}).`);
  await buildSite({ ...STAND_IN_IDENTIFIERS, VITE_EMAILJS_ORIGIN: origin }, options);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { origin: { type: "string" } } });
  await buildForStandIn(values.origin ?? e2eOrigin(), { strict: true });
}
