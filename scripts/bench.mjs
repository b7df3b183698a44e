// @ts-check
/**
 * `npm run bench` (not in `npm test`: timings flake on shared machines, medians less): Lighthouse
 * and the main thread with the CPU slowed 4x, N times per route on the built site and its
 * script-free floor, the byte budgets, the tables; exits 1 when a budget is missed.
 * Usage: node scripts/bench.mjs [--runs 5] [--routes /,/services | --routes all] [--no-build]
 *        [--no-floor] [--no-lighthouse] [--port 4310] [--update-docs]
 * By default: every English page, and a sample in the two scripts that differ most (Arabic, right
 * to left, and Japanese); `--routes all` measures all 36 pages.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BYTE_BUDGETS, budgetMisses, describeMiss, KB } from "./bench/budgets.mjs";
import { medianFigures, runLighthouse } from "./bench/figures.mjs";
import { startStaticServer, writeFloor } from "./bench/floor.mjs";
import { measureMainThread, medianMainThread } from "./bench/main-thread.mjs";
import { pageBytes } from "./bench/page-bytes.mjs";
import { bytesTable, floorTable, lighthouseTable, mainThreadTable } from "./bench/report.mjs";
import { viewportBytes } from "./bench/viewport-bytes.mjs";
import { chromiumPath } from "./chromium.mjs";
import { buildSite, root } from "./stand-in-build.mjs";

const clientDir = path.join(root, "build", "client");
const chromePath = chromiumPath();

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    "no-build": { type: "boolean" },
    "no-floor": { type: "boolean" },
    "no-lighthouse": { type: "boolean" },
    port: { type: "string", default: "4310" },
    "update-docs": { type: "boolean" },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
if (!chromePath || !existsSync(chromePath)) {
  console.error("Chromium not found: apt-get install chromium, or set CHROMIUM_PATH.");
  process.exit(1);
}

if (!values["no-build"]) {
  console.log("Building the production site…");
  await buildSite();
}

const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => new URL(loc ?? "/").pathname,
);
const SAMPLE = ["/ar", "/ar/product", "/ar/contact-us", "/ja", "/ja/services", "/ja/careers"];
// English addresses are the ones without a language prefix (`/de/...`).
const english = pages.filter((page) => !/^\/[a-z]{2}(\/|$)/.test(page));
const routes =
  values.routes === "all" ? pages : (values.routes?.split(",") ?? [...english, ...SAMPLE]);

const floorDir = mkdtempSync(path.join(tmpdir(), "bench-floor-"));
writeFloor(clientDir, floorDir);
const site = await startStaticServer(clientDir, path.dirname(clientDir), port);
const floor = await startStaticServer(floorDir, path.dirname(clientDir), port + 1);

/**
 * @typedef {import("./bench/figures.mjs").RunFigures} RunFigures
 * @typedef {import("./bench/main-thread.mjs").MainThreadFigures} MainThreadFigures
 * @type {{ route: string, site: RunFigures[], floor: RunFigures[], main: MainThreadFigures[], floorMain: MainThreadFigures[] }[]}
 */
const raw = routes.map((route) => ({ route, site: [], floor: [], main: [], floorMain: [] }));
const withLighthouse = !values["no-lighthouse"];
try {
  // Rounds over all routes rather than N runs in a row, so a noisy minute spreads across pages.
  for (let round = 1; round <= runs; round += 1) {
    for (const entry of raw) {
      const { route } = entry;
      const started = Date.now();
      const siteUrl = new URL(route, site.origin).href;
      const floorUrl = new URL(route, floor.origin).href;
      if (withLighthouse) entry.site.push(await runLighthouse(siteUrl, chromePath));
      if (withLighthouse && !values["no-floor"])
        entry.floor.push(await runLighthouse(floorUrl, chromePath));
      entry.main.push(await measureMainThread(siteUrl, chromePath));
      if (!values["no-floor"]) entry.floorMain.push(await measureMainThread(floorUrl, chromePath));
      const [last, main] = [entry.site.at(-1), entry.main.at(-1)];
      console.log(
        `run ${round}/${runs} ${route}:` +
          (last ? ` Perf ${last.performance}, LCP ${Math.round(last.lcpMs)} ms,` : "") +
          ` longest task ${Math.round(main?.longestMs ?? 0)} ms` +
          (entry.floorMain.length > 0
            ? ` (no scripts ${Math.round(entry.floorMain.at(-1)?.longestMs ?? 0)} ms)`
            : "") +
          ` (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  const viewport = await viewportBytes(site.origin, raw, chromePath);
  const rows = viewport.map(
    ({ route, site: siteRuns, floor: floorRuns, main, floorMain, ...shown }) => {
      const bytes = pageBytes(clientDir, path.join(route, "index.html").slice(1));
      return {
        route,
        site: siteRuns.length > 0 ? medianFigures(siteRuns) : undefined,
        floor: floorRuns.length > 0 ? medianFigures(floorRuns) : undefined,
        main: medianMainThread(main),
        floorMain: floorMain.length > 0 ? medianMainThread(floorMain) : undefined,
        bytes: { route, ...bytes, ...shown },
      };
    },
  );

  const misses = rows.flatMap(({ route, site, floor: f, main, floorMain, bytes }) =>
    budgetMisses(route, {
      ...site,
      ...bytes,
      lcpPerFloor: site && f && site.lcpMs / f.lcpMs,
      mainLongestMs: main.longestMs,
      mainBlockingMs: main.blockingMs,
      floorLongestMs: floorMain?.longestMs,
    }),
  );
  const eager = rows.flatMap(({ route, bytes }) =>
    bytes.eagerLibraries.map((name) => `${route}: ${name} is in the first-load JavaScript`),
  );
  const problems = [...misses.map(describeMiss), ...eager];

  const floorRows = rows.flatMap(({ route, floor: f }) => (f ? [{ route, floor: f }] : []));
  const lighthouseRows = rows.flatMap(({ site, ...row }) => (site ? [{ ...row, site }] : []));
  const report = [
    ...(lighthouseRows.length > 0
      ? [
          `Lighthouse 12.2.3, mobile preset, simulated throttling; medians of ${runs} run(s) per route.`,
          "",
          lighthouseTable(lighthouseRows),
        ]
      : []),
    ...(floorRows.length > 0
      ? ["", "The floor: the same pages with every script removed.", "", floorTable(floorRows)]
      : []),
    "",
    `The main thread from navigation to 5 s after load, CPU slowed 4x, 412 px wide (a trace, not`,
    `an estimate); medians of ${runs} run(s). "Longest" is the longest task, "blocking" the time`,
    "beyond 50 ms summed over all tasks; the longest task's parts are read from its trace events.",
    "",
    mainThreadTable(rows),
    "",
    "Bytes per route, gzip as served (first-load JS and CSS from the built HTML; fonts and",
    "pictures as a 412 px phone fetched them for the first screen).",
    "",
    bytesTable(rows.map((row) => row.bytes)),
    "",
    "LCP elements: " +
      rows.map(({ route, bytes }) => `${route} ${bytes.lcpElement || "?"}`).join("; "),
    ...lighthouseRows
      .filter(({ site: f }) => f.failedAudits.length > 0)
      .map(
        ({ route, site: f }) => `Audits losing points on ${route}: ${f.failedAudits.join(", ")}`,
      ),
  ].join("\n");

  console.log(`\n${report}\n`);
  mkdirSync(path.join(root, ".bench"), { recursive: true });
  writeFileSync(path.join(root, ".bench", "latest.md"), `${report}\n`);
  writeFileSync(
    path.join(root, ".bench", "latest.json"),
    JSON.stringify(
      { raw: Object.fromEntries(raw.map(({ route, ...runs }) => [route, runs])), rows },
      null,
      2,
    ),
  );
  if (values["update-docs"]) updateDocs(report);

  if (problems.length > 0) {
    console.error(`Budgets missed:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Every budget met (first-load JS ≤ ${(BYTE_BUDGETS.firstLoadJs.max / KB).toFixed(0)} KB, ` +
        "Lighthouse medians within their budgets).",
    );
  }
} finally {
  await site.close();
  await floor.close();
  rmSync(floorDir, { recursive: true, force: true });
}

/** Replaces the table between the markers in docs/performance.md. @param {string} report */
function updateDocs(report) {
  const file = path.join(root, "docs", "performance.md");
  const text = readFileSync(file, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  if (!text.includes(start) || !text.includes(end)) {
    throw new Error(`docs/performance.md lacks the ${start} … ${end} markers`);
  }
  const date = new Date().toISOString().slice(0, 10);
  const block = `${start}\nMeasured ${date} on this project's machine (2 shared cores).\n\n${report}\n${end}`;
  writeFileSync(file, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block));
  // The repository's formatter owns Markdown too: align the new table its way.
  spawnSync("npx", ["biome", "format", "--write", file], { cwd: root, stdio: "ignore" });
}
