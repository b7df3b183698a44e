// @ts-check
/**
 * Local production preview: serves `build/client` the way the production host does (clean URLs,
 * compression, immutable hashed assets, revalidated HTML, 404 with the fallback page, and the same
 * security headers as nginx, read from the header data the build wrote).
 * Usage: node server/serve.mjs [--port N]   (PORT and HOST environment variables work too)
 * With --stand-in (or EMAIL_STAND_IN=1) it also answers the e-mail API locally and keeps the
 * messages in --outbox DIR (EMAIL_OUTBOX_DIR, default .outbox/); EMAIL_STAND_IN_FAIL=1 (or a
 * status such as 503) makes every send fail, EMAIL_STAND_IN_DELAY_MS slows the answers down.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import compression from "compression";
import sirv from "sirv";
import { createEmailStandIn } from "./email-stand-in.mjs";
import { headersFor, NOT_FOUND_PAGE, readHeaderData } from "./page-headers.mjs";
import { describeStandIn, standInSettings } from "./stand-in-settings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");
const clientDir = path.join(buildDir, "client");

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    "stand-in": { type: "boolean" },
    outbox: { type: "string" },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const host = values.host ?? process.env.HOST;
const hosts = host ? [host] : ["127.0.0.1", "::1"];

if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`No build found in ${clientDir}. Run "npm run build" first (or "npm start").`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(
    `PORT must be a whole number from 1 to 65535 (got "${values.port ?? process.env.PORT}").`,
  );
  process.exit(1);
}

/** @type {import("./email-stand-in.mjs").StandInOptions | undefined} */
let standInOptions;
try {
  standInOptions = standInSettings({ enabled: values["stand-in"], outbox: values.outbox, root });
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const standIn = standInOptions && createEmailStandIn(standInOptions);

const notFoundPage = readFileSync(path.join(clientDir, NOT_FOUND_PAGE));
/** @type {import("./page-headers.mjs").HeaderData} */
let headerData;
try {
  headerData = readHeaderData(buildDir);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

const OUTBOX_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Sets the security and caching headers for a response to `pathname` (see security-headers.mjs). */
function applyHeaders(/** @type {import("node:http").ServerResponse} */ res, pathname = "") {
  for (const [name, value] of Object.entries(headersFor(headerData, pathname))) {
    res.setHeader(name, value);
  }
}

const compress = compression();
const serveStatic = sirv(clientDir, {
  extensions: ["html"],
  etag: true,
  // The build's gzipped copies; compression() below handles everything else.
  gzip: true,
  onNoMatch: notFound,
});

/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
function notFound(_req, res) {
  applyHeaders(res, NOT_FOUND_PAGE);
  res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
  res.end(notFoundPage);
}

/** @type {import("node:http").RequestListener} */
function handle(req, res) {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  // Set before anything answers, so 304s and the stand-in's replies carry them too.
  applyHeaders(res, pathname);
  if (standIn?.handles(req)) {
    // The outbox viewer (a development page, never deployed) styles itself inline and runs no
    // script: it gets a policy of its own rather than a weaker one for the site.
    if (pathname.startsWith("/_outbox")) res.setHeader("Content-Security-Policy", OUTBOX_POLICY);
    void standIn.handle(req, res);
    return;
  }
  // `_headers` is instructions for a CDN, not content: like those hosts, never serve it.
  if (pathname === "/_headers") {
    notFound(req, res);
    return;
  }
  // @ts-expect-error compression's types expect Express objects; plain Node ones work.
  compress(req, res, () => serveStatic(req, res));
}

for (const host of hosts) {
  const server = createServer(handle);
  server.on("error", (error) => {
    // The IPv6 loopback may be missing on some machines; the IPv4 one is enough.
    if (host === "::1" && hosts.length > 1) return;
    console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host);
}
console.log(`Serving build/client at http://localhost:${port}`);
for (const line of describeStandIn(standInOptions, port, root)) console.log(line);

const stop = () => process.exit(0);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
