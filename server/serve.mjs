/**
 * Local production preview: `build/client` served as deploy/nginx.conf serves it, optionally with
 * the e-mail stand-in. `serve({ port, ... })` for scripts; `--help` for the command line.
 */

import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import compression from "compression";
import { createEmailStandIn, parseFailSetting } from "./email-stand-in.mjs";
import { headersFor, NOT_FOUND_PAGE, pageFor, readHeaderData } from "./page-headers.mjs";
import { createStaticFiles } from "./static-files.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 * @typedef {import("./email-stand-in.mjs").StandInOptions} StandInOptions
 * @typedef {(req: Req, res: Res) => Promise<boolean>} StandIn answers its own requests, else false
 * @typedef {object} SiteOptions
 * @property {string} clientDir `build/client`
 * @property {import("./page-headers.mjs").HeaderData} headerData
 * @property {Buffer} notFoundPage the bytes of `404.html`
 * @property {StandIn} [standIn]
 */

/**
 * Where a case variant of a known page belongs (`/SERVICES/` → `/services/`): every route is
 * lower case. @param {import("./page-headers.mjs").HeaderData} data @param {string} pathname
 */
export function lowercaseRedirect(data, pathname) {
  const lower = pathname.toLowerCase();
  const known = lower !== pathname && lower !== NOT_FOUND_PAGE && pageFor(data, lower);
  return known ? lower : undefined;
}

/** The request handler. @param {SiteOptions} options @returns {import("node:http").RequestListener} */
export function createSiteHandler({ clientDir, headerData, notFoundPage, standIn }) {
  const files = createStaticFiles(clientDir);
  const compress = compression();

  /** @param {Res} res @param {string} pathname */
  function applyHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersFor(headerData, pathname))) {
      res.setHeader(name, value);
    }
  }

  /** @param {Req} req @param {Res} res */
  function notFound(req, res) {
    applyHeaders(res, NOT_FOUND_PAGE);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  }

  /** @param {Res} res @param {number} status @param {string} text */
  function plain(res, status, text) {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(`${text}\n`);
  }

  /** @param {Req} req @param {Res} res */
  async function route(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    // Set before anything answers, so 304s and the stand-in's replies carry them too.
    applyHeaders(res, url.pathname);
    if (await standIn?.(req, res)) return;
    let pathname = "";
    try {
      pathname = decodeURIComponent(url.pathname); // `/%FF` throws: nginx answers 400 as well
    } catch {}
    if (!pathname || pathname.includes("\0") || pathname.split("/").includes(".."))
      return plain(res, 400, "Bad request: the address is not valid.");
    // A CDN's instructions, not content: never served, under any spelling (`/%5fheaders/`).
    if (["/_headers", "/_redirects"].includes(pathname.toLowerCase().replace(/\/+$/, "")))
      return notFound(req, res);
    const redirect = lowercaseRedirect(headerData, pathname);
    if (redirect) {
      return res.writeHead(301, { Location: `${encodeURI(redirect)}${url.search}` }).end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return plain(res, 405, "Method not allowed: this site only answers GET and HEAD.");
    }
    // The 404 page is the answer for unknown paths, never a page of its own (as in nginx).
    if (pathname === NOT_FOUND_PAGE || !files.has(pathname)) return notFound(req, res);
    // A range of an on-the-fly compressed body is of bytes nobody has: like nginx, no compression.
    if (req.headers.range) files.send(req, res, pathname);
    // @ts-expect-error compression's types expect Express objects; plain Node ones work.
    else compress(req, res, () => files.send(req, res, pathname));
  }

  return (req, res) => {
    route(req, res).catch((error) => {
      console.error(`[serve] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) return res.destroy();
      res.removeHeader("Content-Encoding");
      plain(res, 500, "Internal server error: the server log says more.");
    });
  };
}

/**
 * The stand-in's settings from serve's options and the environment: only this server's own
 * pages (and those of `allowOrigins`) may post or read.
 * @param {ServeOptions} options @returns {StandInOptions}
 */
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
 * What the server prints on start about e-mail, so nobody wonders where a message went.
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
 * @typedef {object} ServeOptions
 * @property {number} port
 * @property {string} [host] the one address to listen on; by default both loopback ones
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
async function start(options) {
  const { port, host } = options;
  const buildDir = path.join(ROOT, "build");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build found in ${clientDir}. Run "npm run build" first (or "npm start").`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535 (got "${port}").`);
  }
  const settings = options.standIn ? standInSettings(options) : undefined;
  const handle = createSiteHandler({
    clientDir,
    headerData: readHeaderData(buildDir),
    notFoundPage: readFileSync(path.join(clientDir, NOT_FOUND_PAGE)),
    standIn: settings && createEmailStandIn(settings),
  });
  const addresses = host ? [host] : ["127.0.0.1", "::1"];
  for (const address of addresses) {
    try {
      await once(createServer(handle).listen(port, address), "listening");
    } catch (error) {
      // The IPv6 loopback may be missing on some machines; the IPv4 one is enough.
      if (address !== "::1" || host) {
        throw new Error(
          `Cannot listen on ${address}:${port}: ${/** @type {Error} */ (error).message}`,
        );
      }
    }
  }
  console.log(`Serving build/client at http://localhost:${port}`);
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
