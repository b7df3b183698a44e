// @ts-check
/** Markdown tables of the benchmark's medians and byte counts. */
import { BYTE_BUDGETS, KB } from "./budgets.mjs";

const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);
const sec = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/** @param {string[]} header @param {(string | number)[][]} rows @param {string[]} [rule] */
export function markdownTable(header, rows, rule = header.map(() => "---")) {
  return [header, rule, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** @template T @param {[string, (row: T) => string | number][]} columns @param {T[]} rows */
const table = (columns, rows) =>
  markdownTable(
    columns.map(([heading]) => heading),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );

/** @typedef {import("./figures.mjs").RunFigures} RunFigures */
/** @param {{ route: string, site: RunFigures, floor?: RunFigures }[]} rows */
export function lighthouseTable(rows) {
  return table(
    [
      ["route", (r) => r.route],
      ["Perf", (r) => r.site.performance],
      ["A11y", (r) => r.site.accessibility],
      ["BP", (r) => r.site.bestPractices],
      ["SEO", (r) => r.site.seo],
      ["FCP s", (r) => sec(r.site.fcpMs)],
      ["LCP s", (r) => sec(r.site.lcpMs)],
      ["TBT ms", (r) => Math.round(r.site.tbtMs)],
      ["CLS", (r) => r.site.cls.toFixed(3)],
      ["SI s", (r) => sec(r.site.speedIndexMs)],
      ["JS KB", (r) => kb(r.site.jsBytes)],
      ["total KB", (r) => kb(r.site.totalBytes)],
      ["requests", (r) => r.site.requests],
      ["floor LCP s", (r) => (r.floor ? sec(r.floor.lcpMs) : "-")],
      ["LCP / floor", (r) => (r.floor ? (r.site.lcpMs / r.floor.lcpMs).toFixed(2) : "-")],
    ],
    rows,
  );
}

/** @param {{ route: string, floor: RunFigures }[]} rows */
export function floorTable(rows) {
  return table(
    [
      ["route (no scripts)", (r) => r.route],
      ["Perf", (r) => r.floor.performance],
      ["FCP s", (r) => sec(r.floor.fcpMs)],
      ["LCP s", (r) => sec(r.floor.lcpMs)],
      ["SI s", (r) => sec(r.floor.speedIndexMs)],
      ["total KB", (r) => kb(r.floor.totalBytes)],
      ["requests", (r) => r.floor.requests],
    ],
    rows,
  );
}

/**
 * @param {{ route: string, firstLoadJs: number, scriptCount: number, css: number, html: number,
 *   fonts: number, imagesAboveFold: number, eagerLibraries: string[] }[]} rows
 */
export function bytesTable(rows) {
  const limit = (/** @type {keyof typeof BYTE_BUDGETS} */ key) => kb(BYTE_BUDGETS[key].max);
  return table(
    [
      ["route", (r) => r.route],
      [`first-load JS KB (≤ ${limit("firstLoadJs")})`, (r) => kb(r.firstLoadJs)],
      ["scripts", (r) => r.scriptCount],
      [`CSS KB (≤ ${limit("css")})`, (r) => kb(r.css)],
      [`fonts KB (≤ ${limit("fonts")})`, (r) => kb(r.fonts)],
      [`images above the fold KB (≤ ${limit("imagesAboveFold")})`, (r) => kb(r.imagesAboveFold)],
      ["HTML KB", (r) => kb(r.html)],
      ["lazy libraries in first load", (r) => r.eagerLibraries.join(", ") || "none"],
    ],
    rows,
  );
}

/** @typedef {import("./main-thread.mjs").MainThreadFigures} MainThreadFigures */
/** @param {{ route: string, main: MainThreadFigures, floorMain?: MainThreadFigures }[]} rows */
export function mainThreadTable(rows) {
  const ms = (/** @type {number} */ n) => Math.round(n);
  const kinds = (/** @type {MainThreadFigures} */ f) =>
    `${ms(f.breakdown.layout)} / ${ms(f.breakdown.style)} / ${ms(f.breakdown.paint)} / ${ms(f.breakdown.script)}`;
  return table(
    [
      ["route", (r) => r.route],
      ["longest task ms (≤ 100)", (r) => ms(r.main.longestMs)],
      ["blocking ms (≤ 150)", (r) => ms(r.main.blockingMs)],
      ["tasks > 50 ms", (r) => r.main.tasks],
      ["longest: layout / style / paint / script ms", (r) => kinds(r.main)],
      ["no scripts: longest ms (≤ 50)", (r) => (r.floorMain ? ms(r.floorMain.longestMs) : "-")],
      ["no scripts: blocking ms", (r) => (r.floorMain ? ms(r.floorMain.blockingMs) : "-")],
      [
        "no scripts: layout / style / paint ms",
        (r) =>
          r.floorMain
            ? `${ms(r.floorMain.breakdown.layout)} / ${ms(r.floorMain.breakdown.style)} / ${ms(r.floorMain.breakdown.paint)}`
            : "-",
      ],
    ],
    rows,
  );
}
