// @ts-check
/**
 * Local production preview: serves `build/client` the way the production host does (clean URLs,
 * compression, immutable hashed assets, revalidated HTML, 404 with the fallback page, and the same
 * security headers as nginx, read from the header data the build wrote).
 * Usage: node server/serve.mjs [--port N] [--host NAME]   (--help lists every option)
 * With --stand-in (or EMAIL_STAND_IN=1) it also answers the e-mail API locally and keeps the
 * messages in --outbox DIR (EMAIL_OUTBOX_DIR, default .outbox/); EMAIL_STAND_IN_FAIL=1 (or a
 * status such as 503) makes every send fail, EMAIL_STAND_IN_DELAY_MS slows the answers down.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createEmailStandIn, OUTBOX_POLICY } from "./email-stand-in.mjs";
import { NOT_FOUND_PAGE, readHeaderData } from "./page-headers.mjs";
import { createSiteHandler } from "./site-server.mjs";
import { describeStandIn, standInSettings } from "./stand-in-settings.mjs";

const USAGE = `Usage: node server/serve.mjs [options]   (npm run serve -- [options])

Serves build/client as the production host does. Options:
  --port N              port to listen on (default 4173, or PORT)
  --host NAME           address to listen on (default the loopback ones, or HOST)
  --stand-in            also answer the e-mail API locally (or EMAIL_STAND_IN=1)
  --outbox DIR          where the stand-in keeps messages (default .outbox/, or EMAIL_OUTBOX_DIR)
  --allow-origin URL    another origin whose pages may use the stand-in (repeatable)
  -h, --help            print this and exit`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");
const clientDir = path.join(buildDir, "client");

/** @type {ReturnType<typeof readOptions>} */
let values;
function readOptions() {
  return parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "stand-in": { type: "boolean" },
      outbox: { type: "string" },
      "allow-origin": { type: "string", multiple: true },
      help: { type: "boolean", short: "h" },
    },
  }).values;
}
try {
  values = readOptions();
} catch (error) {
  // A mistyped option is the user's slip, not the program's: say what is wrong, no stack trace.
  console.error(`${/** @type {Error} */ (error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
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

/** The names this server is reached by: the loopback ones, and HOST when it is a name. */
const names = ["localhost", "127.0.0.1", "[::1]"];
if (host && !["0.0.0.0", "::"].includes(host)) names.push(host.includes(":") ? `[${host}]` : host);

/** @type {import("./email-stand-in.mjs").StandInOptions | undefined} */
let standInOptions;
try {
  const settings = standInSettings({ enabled: values["stand-in"], outbox: values.outbox, root });
  standInOptions = settings && {
    ...settings,
    // Only this server's own pages (and those named with --allow-origin) may post or read.
    allowedHosts: names.map((name) => `${name}:${port}`),
    allowedOrigins: [
      ...names.map((name) => `http://${name}:${port}`),
      ...(values["allow-origin"] ?? []),
    ],
  };
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const standIn = standInOptions && createEmailStandIn(standInOptions);

/** @type {import("./page-headers.mjs").HeaderData} */
let headerData;
try {
  headerData = readHeaderData(buildDir);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

const handle = createSiteHandler({
  clientDir,
  headerData,
  notFoundPage: readFileSync(path.join(clientDir, NOT_FOUND_PAGE)),
  standIn,
  outboxPolicy: OUTBOX_POLICY,
});

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
