// @ts-check
/**
 * `npm run bench:load`: wrk against nginx (deploy/serve-nginx.sh) for the home page and a hashed
 * asset, with and without gzip, as a Markdown table. A measurement, not a test.
 * Usage: node scripts/load-bench.mjs [--duration 15s] [--connections 50] [--threads 2]
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  if (process.platform === "linux" && process.getuid?.() === 0) {
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "wrk"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  console.error('wrk is not installed. On Debian or Ubuntu: "sudo apt-get install wrk".');
  process.exit(1);
}

function ensureBuild() {
  if (existsSync(path.join(root, "build", "nginx", "headers.conf"))) return;
  console.log("No build yet: building.");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A port nothing listens on right now. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Polls for up to ten seconds. @param {string} url */
async function waitUntilUp(url) {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/** @param {string} url @param {boolean} gzip */
function encodingOf(url, gzip) {
  const headers = gzip ? { "Accept-Encoding": "gzip" } : {};
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve(res.headers["content-encoding"] ?? "none");
      })
      .on("error", reject);
  });
}

/** Converts wrk's latency ("812.00us", "1.20ms", "2.01s") to milliseconds. @param {string} text */
export function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] ?? "ms"] ?? 1;
  return Number(match[1]) * factor;
}

/** Requests per second and the latency percentiles from wrk's `--latency` report. @param {string} out */
export function parseWrk(out) {
  const percentile = (/** @type {string} */ p) =>
    toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "");
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? "0";
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: percentile("50"),
    p90: percentile("90"),
    p99: percentile("99"),
    errors: Number(errors),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "15s" },
      connections: { type: "string", default: "50" },
      threads: { type: "string", default: "2" },
    },
  });
  ensureWrk();
  ensureBuild();
  const css = readdirSync(path.join(root, "build", "client", "assets")).find((f) =>
    f.endsWith(".css"),
  );
  const port = await freePort();
  const nginx = spawn("bash", [path.join(root, "deploy", "serve-nginx.sh"), String(port)], {
    // wrk's connections all come from one address: without NGINX_LIMITS=off the per-address
    // limits of deploy/nginx-site.conf would answer most of them 429 and measure nothing.
    env: { ...process.env, NGINX_ACCESS_LOG: "off", NGINX_LIMITS: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/`);
    const targets = [
      ["/ (home page)", "/"],
      [`/assets/${css} (hashed CSS)`, `/assets/${css}`],
    ];
    const rows = [];
    for (const [label, target] of targets) {
      for (const gzip of [false, true]) {
        const args = ["-t", values.threads, "-c", values.connections, "-d", values.duration];
        if (gzip) args.push("-H", "Accept-Encoding: gzip");
        console.error(`wrk ${args.join(" ")} --latency ${base}${target}`);
        const out = execFileSync("wrk", [...args, "--latency", `${base}${target}`], {
          encoding: "utf8",
        });
        const r = parseWrk(out);
        const encoding = await encodingOf(`${base}${target}`, gzip);
        if (r.errors > 0) throw new Error(`${r.errors} error responses for ${target}`);
        rows.push(
          `| ${label} | ${encoding} | ${Math.round(r.rps)} | ${r.p50.toFixed(2)} | ${r.p90.toFixed(2)} | ${r.p99.toFixed(2)} |`,
        );
      }
    }
    console.log(
      `wrk -t${values.threads} -c${values.connections} -d${values.duration}, nginx on 127.0.0.1, ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), ${new Date().toISOString().slice(0, 10)}\n`,
    );
    console.log("| target | encoding | requests/s | p50 ms | p90 ms | p99 ms |");
    console.log("| --- | --- | ---: | ---: | ---: | ---: |");
    for (const row of rows) console.log(row);
  } finally {
    nginx.kill("SIGTERM");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
