/** `build/client` served as deploy/nginx.conf serves it, optionally with the e-mail stand-in. */
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createEmailStandIn, parseFailSetting } from "./email-stand-in.mjs";
import { readHeaderData } from "./security-headers.mjs";
import { createClientErrorListener, createSiteHandler } from "./site-server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {import("./email-stand-in.mjs").StandInOptions} StandInOptions
 * @typedef {{ port: number; host?: string; standIn?: boolean; outbox?: string; allowOrigins?: string[];
 *   buildDir?: string }} ServeOptions
 */

/** Only this server's pages (and `allowOrigins`) may use it. @param {ServeOptions} options */
export function standInSettings(options, env = process.env, root = ROOT) {
  const { port, host, outbox, allowOrigins = [] } = options;
  const names = ["localhost", "127.0.0.1", "[::1]"];
  if (host && !["0.0.0.0", "::"].includes(host))
    names.push(host.includes(":") ? `[${host}]` : host);
  return {
    outboxDir: path.resolve(root, outbox ?? env.EMAIL_OUTBOX_DIR ?? ".outbox"),
    failStatus: parseFailSetting(env.EMAIL_STAND_IN_FAIL),
    delayMs: Math.max(0, Number(env.EMAIL_STAND_IN_DELAY_MS ?? 0) || 0),
    allowedHosts: names.map((name) => `${name}:${port}`),
    allowedOrigins: [...names.map((name) => `http://${name}:${port}`), ...allowOrigins],
  };
}

/**
 * The start-up lines about e-mail, so nobody wonders where a message went.
 * @param {StandInOptions | undefined} options @param {number} port
 */
export function describeStandIn(options, port, root = ROOT) {
  if (!options)
    return ["E-mail stand-in: off (the forms send to the origin the build was configured with)."];
  const { outboxDir, failStatus, delayMs } = options;
  const lines = [
    `E-mail stand-in: ON. Messages stay on this computer in ${path.relative(root, outboxDir) || "."}/ and are listed at http://localhost:${port}/_outbox`,
  ];
  if (failStatus)
    lines.push(`E-mail stand-in: answering every send with ${failStatus} (EMAIL_STAND_IN_FAIL).`);
  if (delayMs) lines.push(`E-mail stand-in: answering after ${delayMs} ms.`);
  return lines;
}

/**
 * How long a client may take, close to deploy/nginx-site.conf's 10 s: the request headers
 * (`client_header_timeout`), any silence while reading or sending (`client_body_timeout`,
 * `send_timeout`), a kept-alive connection between requests, and a whole request with its body
 * (a 2.5 MB résumé on a slow network still fits). Node's defaults let a client that trickles its
 * headers hold a connection for 60 to 90 s; the limits are checked every second, not every 30.
 * @typedef {{ headersTimeout: number; idleTimeout: number; keepAliveTimeout: number;
 *   requestTimeout: number; connectionsCheckingInterval: number; maxConnections: number;
 *   maxConnectionsPerAddress: number }} ServerLimits
 * @type {Readonly<ServerLimits>}
 */
export const SERVER_LIMITS = Object.freeze({
  headersTimeout: 10_000,
  idleTimeout: 10_000,
  keepAliveTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  /** Connections open at once; more are closed at once. */
  maxConnections: 128,
  /** Of those, from one address (nginx: `limit_conn`), so one client cannot hold them all. */
  maxConnectionsPerAddress: 64,
});

/**
 * An http server for `handle` with SERVER_LIMITS.
 * @param {import("node:http").RequestListener} handle @param {ServerLimits} [limits]
 */
export function createLimitedServer(handle, limits = SERVER_LIMITS) {
  const { headersTimeout, requestTimeout, connectionsCheckingInterval } = limits;
  const server = createServer(
    { headersTimeout, requestTimeout, connectionsCheckingInterval },
    handle,
  );
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeout, (socket) => socket.destroy());
  /** Open connections by the remote address. */
  const open = new Map();
  server.on("connection", (/** @type {import("node:net").Socket} */ socket) => {
    const address = String(socket.remoteAddress);
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) return void socket.destroy();
    open.set(address, count);
    socket.once("close", () => {
      const left = open.get(address) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return server;
}

/** Serves the build until the process stops, or prints why it cannot and exits 1. @param {ServeOptions} options */
export function serve(options) {
  return start(options).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

/** @param {ServeOptions} options */
async function start(options) {
  const { port, host } = options;
  const buildDir = path.resolve(ROOT, options.buildDir ?? "build");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build found in ${clientDir}. Run "npm run build" first (or "npm start").`);
  }
  const settings = options.standIn ? standInSettings(options) : undefined;
  const headerData = readHeaderData(buildDir);
  const handle = createSiteHandler({
    clientDir,
    headerData,
    standIn: settings && createEmailStandIn(settings),
  });
  // The stand-in's EMAIL_STAND_IN_DELAY_MS is silence on purpose: not a stalled client.
  const idleTimeout = SERVER_LIMITS.idleTimeout + (settings?.delayMs ?? 0);
  const limits = { ...SERVER_LIMITS, idleTimeout };
  const addresses = host ? [host] : ["127.0.0.1", "::1"];
  for (const address of addresses) {
    try {
      const server = createLimitedServer(handle, limits);
      server.on("clientError", createClientErrorListener(headerData));
      await once(server.listen(port, address), "listening");
    } catch (error) {
      // The IPv6 loopback may be missing on some machines; the IPv4 one is enough.
      if (address !== "::1" || host) {
        throw new Error(
          `Cannot listen on ${address}:${port}: ${/** @type {Error} */ (error).message}`,
        );
      }
    }
  }
  console.log(`Serving ${path.relative(ROOT, clientDir)} at http://localhost:${port}`);
  for (const line of describeStandIn(settings, port)) console.log(line);
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
  --build DIR           the build to serve: its client/ folder (default build/)
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
        build: { type: "string" },
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
    buildDir: values.build,
  });
}
