// @ts-check
/**
 * The editor's local back end for `npm run cms`: decap-server's file-system API, writing into
 * the checkout, bound to 127.0.0.1, behind a guard (scripts/cms/guard.mjs): only its own
 * address as `Host`, only the editor's page as `Origin`, JSON only, and only paths in
 * `content/` (pictures in `content/media/`), never in `.git`.
 *   node scripts/cms/local-backend.mjs --port 8081 --editor-origin http://127.0.0.1:4173 [--repo DIR]
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { keepListedInside, refuseBody, refuseHeaders } from "./guard.mjs";

const require = createRequire(import.meta.url);
// decap-server's own express and its middlewares (the same decap-server/dist/index.js starts).
const express = createRequire(require.resolve("decap-server"))("express");
/** @type {{ registerLocalFs(app: unknown, options: { logLevel: string }): Promise<void> }} */
const { registerLocalFs } = require(require.resolve("decap-server/dist/middlewares.js"));

/** A media upload is at most 10 MB (scripts/cms/uploads.ts), a third more as base64. */
const BODY_LIMIT = "20mb";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "editor-origin": { type: "string" },
    repo: { type: "string" },
  },
});
const port = Number(values.port);
const editorOrigin = values["editor-origin"] ?? "";
if (
  !Number.isInteger(port) ||
  port < 1 ||
  port > 65535 ||
  !/^https?:\/\/[^/]+$/.test(editorOrigin)
) {
  console.error(
    "Usage: node scripts/cms/local-backend.mjs --port N --editor-origin http://HOST:PORT [--repo DIR]",
  );
  process.exit(2);
}
const repo = path.resolve(
  values.repo ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../.."),
);

/**
 * @typedef {import("node:http").IncomingMessage & { body?: unknown }} Req
 * @typedef {import("node:http").ServerResponse & { status(code: number): any; json(body: unknown): void }} Res
 * @typedef {(error?: unknown) => void} Next
 */

const app = express();
app.disable("x-powered-by");
/** @param {Res} res @param {number} status @param {string} error */
const refuse = (res, status, error) => res.status(status).json({ error });

// 1. Who is asking, before anything is read.
app.use((/** @type {Req} */ req, /** @type {Res} */ res, /** @type {Next} */ next) => {
  const problem = refuseHeaders(
    { host: req.headers.host, origin: req.headers.origin },
    { port, editorOrigin },
  );
  if (problem) return refuse(res, 403, problem);
  if (req.method === "OPTIONS") return next(); // the preflight: decap-server's CORS answers it
  if (req.method !== "POST" || req.url?.split("?")[0] !== "/api/v1")
    return refuse(res, 404, "Not found.");
  // A page elsewhere cannot send JSON without a preflight, which the check above refused.
  if (!/^application\/json\b/i.test(String(req.headers["content-type"])))
    return refuse(res, 415, "Send JSON (Content-Type: application/json).");
  next();
});
// 2. What it asks for: decap-server's own parser finds the body read already.
app.use(express.json({ limit: BODY_LIMIT }));
app.use(async (/** @type {Req} */ req, /** @type {Res} */ res, /** @type {Next} */ next) => {
  if (req.method === "OPTIONS") return next();
  try {
    const problem = await refuseBody(req.body, repo);
    if (problem) return refuse(res, 403, `Forbidden: ${problem}`);
    next();
  } catch (error) {
    next(error);
  }
});
// 3. What it answers: a folder's listing without the files whose links lead out of it.
app.use((/** @type {Req} */ req, /** @type {Res} */ res, /** @type {Next} */ next) => {
  const json = res.json.bind(res);
  res.json = (/** @type {unknown} */ answer) => {
    keepListedInside(req.body, answer, repo).then(json, next);
    return res;
  };
  next();
});
// 4. decap-server: CORS for the editor's origin only (it reads ORIGIN), then the file system.
process.env.ORIGIN = editorOrigin;
process.env.GIT_REPO_DIRECTORY = repo;
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? "warn" });

// This computer only: nothing on the network can reach it at all.
app.listen(port, "127.0.0.1");
