// @ts-check
/**
 * `npm run cms`: the dev server (PORT, default 4173) with the editor at /admin/, and decap-server
 * (CMS_SERVER_PORT, default 8081) saving into this checkout, bound to 127.0.0.1 so nobody else
 * on the network can write into it, behind a guard so no other web page can either
 * (scripts/cms/local-backend.mjs). Ctrl+C stops both.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @param {string} message @returns {never} */
function refuse(message) {
  console.error(message);
  process.exit(2);
}

/** @param {string} name @param {number} fallback */
function portFrom(name, fallback) {
  const raw = process.env[name]?.trim() || String(fallback);
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
    refuse(`${name} must be a port number from 1 to 65535 (got "${raw}").`);
  return port;
}

const port = portFrom("PORT", 4173);
const serverPort = portFrom("CMS_SERVER_PORT", 8081);
if (port === serverPort) refuse(`PORT and CMS_SERVER_PORT must differ (both ${port}).`);
if ((process.env.CMS_BACKEND?.trim() || "local") !== "local") {
  refuse(
    "npm run cms edits this checkout through the local back end; unset CMS_BACKEND (it is " +
      `"${process.env.CMS_BACKEND}"). The GitHub back end is for the built site's /admin/.`,
  );
}

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let stopping = false;

/** Stops both processes and exits with `code`. @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && !child.signalCode);
  for (const child of running) child.kill("SIGTERM");
  // A child that ignores SIGTERM does not keep this one (and the terminal) waiting.
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(running.map((child) => once(child, "exit"))).then(() => process.exit(code));
}

/** @param {string} name @param {string[]} args @param {NodeJS.ProcessEnv} env */
function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the editor.`);
    stop(code || 1);
  });
  children.push(child);
}

// The editor's page is the only one that may use it: its exact origin, as printed below.
const editorOrigin = `http://127.0.0.1:${port}`;
start(
  "the editor's local back end",
  [
    path.join(root, "scripts/cms/local-backend.mjs"),
    ...["--port", String(serverPort), "--editor-origin", editorOrigin, "--repo", root],
  ],
  { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
);
start(
  "the dev server",
  [
    path.join(root, "node_modules/@react-router/dev/bin.js"),
    "dev",
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--strictPort",
  ],
  { ...process.env, CMS_BACKEND: "local", CMS_SERVER_PORT: String(serverPort), CMS_EDITOR: "1" },
);

console.log(`
  Site (hot reload):  http://127.0.0.1:${port}/
  Editor:             http://127.0.0.1:${port}/admin/
  Saves through:      http://127.0.0.1:${serverPort}/api/v1 (decap-server, for the editor only)
  Into:               ${root}
  Stop both with Ctrl+C.
`);

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
