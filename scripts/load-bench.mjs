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
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { markdownTable } from "./bench/report.mjs";
import { buildSite, root } from "./stand-in-build.mjs";

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

/** A port nothing listens on right now. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Content-Encoding, on a fresh connection (nginx has closed older ones). @param {string} url @param {boolean} gzip */
function encodingOf(url, gzip) {
  const headers = gzip ? { "Accept-Encoding": "gzip" } : {};
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        res.resume();
        resolve(res.headers["content-encoding"] ?? "none");
      })
      .on("error", reject);
  });
}

/** Converts wrk's latency ("812.00us", "1.20ms", "2.01s") to milliseconds. @param {string} text */
export function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match?.[2] ?? ""];
  return factor ? Number(match?.[1]) * factor : Number.NaN;
}

/** Requests per second and the latency percentiles from wrk's `--latency` report. @param {string} out */
export function parseWrk(out) {
  const percentile = (/** @type {string} */ p) =>
    toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "");
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: percentile("50"),
    p90: percentile("90"),
    p99: percentile("99"),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? "0"),
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
  if (!existsSync(path.join(root, "build", "nginx", "headers.conf"))) await buildSite();
  const assets = readdirSync(path.join(root, "build", "client", "assets"));
  const css = assets.find((f) => f.endsWith(".css"));
  const port = await freePort();
  const nginx = spawn("bash", [path.join(root, "deploy", "serve-nginx.sh"), String(port)], {
    // wrk's connections all come from one address: without NGINX_LIMITS=off the per-address
    // limits of deploy/nginx-site.conf would answer most of them 429 and measure nothing.
    env: { ...process.env, NGINX_ACCESS_LOG: "off", NGINX_LIMITS: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; !(await fetch(base).catch(() => undefined))?.ok; i++) {
      if (i === 100) throw new Error(`nginx did not answer at ${base}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = [];
    const targets = { "/ (home page)": "/", [`/assets/${css} (hashed CSS)`]: `/assets/${css}` };
    for (const [label, target] of Object.entries(targets)) {
      for (const gzip of [false, true]) {
        const args = ["-t", values.threads, "-c", values.connections, "-d", values.duration];
        if (gzip) args.push("-H", "Accept-Encoding: gzip");
        console.error(`wrk ${args.join(" ")} --latency ${base}${target}`);
        const r = parseWrk(
          execFileSync("wrk", [...args, "--latency", `${base}${target}`], { encoding: "utf8" }),
        );
        if (r.errors > 0) throw new Error(`${r.errors} error responses for ${target}`);
        const encoding = await encodingOf(`${base}${target}`, gzip);
        const ms = [r.p50, r.p90, r.p99].map((value) => value.toFixed(2));
        rows.push([label, encoding, Math.round(r.rps), ...ms]);
      }
    }
    console.log(
      `wrk -t${values.threads} -c${values.connections} -d${values.duration}, nginx on 127.0.0.1, ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), ${new Date().toISOString().slice(0, 10)}\n`,
    );
    const header = ["target", "encoding", "requests/s", "p50 ms", "p90 ms", "p99 ms"];
    console.log(markdownTable(header, rows, ["---", "---", "---:", "---:", "---:", "---:"]));
  } finally {
    nginx.kill("SIGTERM");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
