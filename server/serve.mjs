// @ts-check
/**
 * Local production preview: `build/client` served as nginx serves it, optionally with the e-mail
 * stand-in (EMAIL_STAND_IN_FAIL=1 or a status makes every send fail, EMAIL_STAND_IN_DELAY_MS
 * slows it). `serve({ port, ... })` for scripts; `--help` for the command line.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createEmailStandIn, OUTBOX_POLICY } from "./email-stand-in.mjs";
import { NOT_FOUND_PAGE, readHeaderData } from "./page-headers.mjs";
import { createSiteHandler } from "./site-server.mjs";
import { describeStandIn, standInSettings } from "./stand-in-settings.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {object} ServeOptions
 * @property {number} port
 * @property {string} [host] one address to listen on; by default both loopback ones
 * @property {string} [root] the checkout whose `build/` is served
 * @property {boolean} [standIn] also answer the e-mail API locally
 * @property {string} [outbox] where the stand-in keeps messages (default .outbox/)
 * @property {string[]} [allowOrigins] other origins whose pages may use the stand-in
 */

/** Serves the build until the process stops, or prints why it cannot and exits 1. @param {ServeOptions} options */
export function serve(options) {
  return start(options).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

/** @param {ServeOptions} options */
async function start({ port, host, root = ROOT, standIn, outbox, allowOrigins = [] }) {
  const buildDir = path.join(root, "build");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build found in ${clientDir}. Run "npm run build" first (or "npm start").`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535 (got "${port}").`);
  }
  const names = ["localhost", "127.0.0.1", "[::1]"];
  if (host && !["0.0.0.0", "::"].includes(host))
    names.push(host.includes(":") ? `[${host}]` : host);
  const settings = standInSettings({ enabled: standIn, outbox, root });
  const standInOptions = settings && {
    ...settings,
    // Only this server's own pages (and those of allowOrigins) may post or read.
    allowedHosts: names.map((name) => `${name}:${port}`),
    allowedOrigins: [...names.map((name) => `http://${name}:${port}`), ...allowOrigins],
  };
  const handle = createSiteHandler({
    clientDir,
    headerData: readHeaderData(buildDir),
    notFoundPage: readFileSync(path.join(clientDir, NOT_FOUND_PAGE)),
    standIn: standInOptions && createEmailStandIn(standInOptions),
    outboxPolicy: OUTBOX_POLICY,
  });
  const hosts = host ? [host] : ["127.0.0.1", "::1"];
  await Promise.all(
    hosts.map(
      (address) =>
        new Promise((listening, fail) => {
          const server = createServer(handle);
          server.once("error", (error) => {
            // The IPv6 loopback may be missing on some machines; the IPv4 one is enough.
            if (address === "::1" && hosts.length > 1) listening(undefined);
            else fail(new Error(`Cannot listen on ${address}:${port}: ${error.message}`));
          });
          server.listen(port, address, () => listening(undefined));
        }),
    ),
  );
  console.log(`Serving build/client at http://localhost:${port}`);
  for (const line of describeStandIn(standInOptions, port, root)) console.log(line);
  const stop = () => process.exit(0);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

const USAGE = `Usage: node server/serve.mjs [options]   (npm run serve -- [options])

Serves build/client as the production host does. Options:
  --port N              port to listen on (default 4173, or PORT)
  --host NAME           address to listen on (default the loopback ones, or HOST)
  --stand-in            also answer the e-mail API locally (or EMAIL_STAND_IN=1)
  --outbox DIR          where the stand-in keeps messages (default .outbox/, or EMAIL_OUTBOX_DIR)
  --allow-origin URL    another origin whose pages may use the stand-in (repeatable)
  -h, --help            print this and exit`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let values;
  try {
    values = parseArgs({
      options: {
        port: { type: "string" },
        host: { type: "string" },
        "stand-in": { type: "boolean" },
        outbox: { type: "string" },
        "allow-origin": { type: "string", multiple: true },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  await serve({
    port: Number(values.port ?? process.env.PORT ?? 4173),
    host: values.host ?? process.env.HOST,
    standIn: values["stand-in"] || ["1", "true"].includes(process.env.EMAIL_STAND_IN ?? ""),
    outbox: values.outbox,
    allowOrigins: values["allow-origin"],
  });
}
