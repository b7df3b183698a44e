// @ts-check
/**
 * Helpers for tests/servers: each test file starts the real server processes (npm start's
 * server, nginx through deploy/serve-nginx.sh, the editor's local back end) on free ports and
 * talks to them over raw HTTP, with nothing normalised on the way.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Whether nginx is installed (Debian puts it in /usr/sbin, often not on a user's PATH). */
export const hasNginx = ["/usr/sbin", ...(process.env.PATH ?? "").split(path.delimiter)].some(
  (dir) => dir && existsSync(path.join(dir, "nginx")),
);
export const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;

/** Why the site's build cannot be used, or `undefined`: these tests serve the real build. */
export function missingBuild() {
  for (const file of ["build/client/index.html", "build/security-headers.json"]) {
    if (!existsSync(path.join(ROOT, file)))
      return `${file} is missing: build first (npm run build:e2e, as npm test does).`;
  }
  return undefined;
}

/** A port nothing listens on now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * @typedef {{ status: number; headers: http.IncomingHttpHeaders; body: string }} Answer
 * @typedef {{ method?: string; headers?: Record<string, string>; body?: string | Buffer;
 *   host?: string; localAddress?: string }} RequestOptions
 */

/**
 * One request on a fresh connection, with the path exactly as given (`//[`, `*`).
 * @param {string} origin @param {string} rawPath @param {RequestOptions} [options]
 * @returns {Promise<Answer>}
 */
export function request(origin, rawPath, options = {}) {
  const { method = "GET", headers = {}, body, localAddress } = options;
  return new Promise((resolve, reject) => {
    const req = http.request(
      origin,
      { method, path: rawPath, headers, agent: false, localAddress },
      (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A server process, started and answering. `stop` ends it with SIGTERM (serve-nginx.sh traps it
 * to stop nginx and remove its temporary folder) and waits for it.
 * @param {string} command @param {string[]} args
 * @param {{ ready: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }} options
 */
export async function startProcess(command, args, { ready, env, timeoutMs = 30_000 }) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited:\n${output}`);
    const answered = await request(ready, "/").then(
      () => true,
      () => false,
    );
    if (answered) return { stop, output: () => output };
    if (Date.now() > until) {
      await stop();
      throw new Error(`${ready} did not answer within ${timeoutMs} ms:\n${output}`);
    }
    // Polling a process that is still starting: not a wait for the behaviour under test.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * npm start's server (server/serve.mjs) with `args`, on a free port.
 * @param {string[]} [args] @param {NodeJS.ProcessEnv} [env]
 */
export async function startSiteServer(args = [], env = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    process.execPath,
    ["server/serve.mjs", "--port", String(port), ...args],
    { ready: origin, env },
  );
  return { ...server, origin, port };
}

/**
 * The build served by nginx as deploy/serve-nginx.sh runs it: plain http, or with `tls` the
 * shipped https server and port-80 redirect (its origin is then the redirecting one).
 * @param {{ tls?: boolean }} [options]
 */
export async function startNginx({ tls = false } = {}) {
  const port = await freePort();
  const httpsPort = tls ? await freePort() : 0;
  const args = tls ? ["--tls", String(httpsPort), String(port)] : [String(port)];
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProcess("bash", ["deploy/serve-nginx.sh", ...args], {
    ready: origin,
    env: { NGINX_ACCESS_LOG: "off" },
  });
  return { ...server, origin, httpsPort };
}

/**
 * Opens a connection and calls `onOpen` with it; resolves with how long the server kept it open
 * and what it sent. `from` is the loopback address to connect from (any of 127.0.0.0/8).
 * @param {number} port @param {(socket: net.Socket) => void} [onOpen] @param {string} [from]
 * @returns {Promise<{ openMs: number; received: string }>}
 */
export function holdConnection(port, onOpen = () => {}, from = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = "";
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: from }, () =>
      onOpen(socket),
    );
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ openMs: Date.now() - started, received }));
  });
}
