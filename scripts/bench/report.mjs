// @ts-check
/** Markdown tables of the benchmark's medians and byte counts. */
import { BYTE_BUDGETS, KB } from "./budgets.mjs";

const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);
const sec = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/** @param {string[]} header @param {(string | number)[][]} rows */
export function markdownTable(header, rows) {
  const lines = [header, header.map(() => "---"), ...rows.map((row) => row.map(String))];
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/**
 * @typedef {import("./figures.mjs").RunFigures} RunFigures
 * @param {{ route: string, site: RunFigures, floor?: RunFigures }[]} rows
 */
export function lighthouseTable(rows) {
  return markdownTable(
    [
      "route",
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "FCP s",
      "LCP s",
      "TBT ms",
      "CLS",
      "SI s",
      "JS KB",
      "total KB",
      "requests",
      "floor LCP s",
      "LCP / floor",
    ],
    rows.map(({ route, site, floor }) => [
      route,
      site.performance,
      site.accessibility,
      site.bestPractices,
      site.seo,
      sec(site.fcpMs),
      sec(site.lcpMs),
      Math.round(site.tbtMs),
      site.cls.toFixed(3),
      sec(site.speedIndexMs),
      kb(site.jsBytes),
      kb(site.totalBytes),
      site.requests,
      floor ? sec(floor.lcpMs) : "-",
      floor ? (site.lcpMs / floor.lcpMs).toFixed(2) : "-",
    ]),
  );
}

/** @param {{ route: string, floor: RunFigures }[]} rows */
export function floorTable(rows) {
  return markdownTable(
    ["route (no scripts)", "Perf", "FCP s", "LCP s", "SI s", "total KB", "requests"],
    rows.map(({ route, floor }) => [
      route,
      floor.performance,
      sec(floor.fcpMs),
      sec(floor.lcpMs),
      sec(floor.speedIndexMs),
      kb(floor.totalBytes),
      floor.requests,
    ]),
  );
}

/**
 * @param {{ route: string, firstLoadJs: number, scriptCount: number, css: number, html: number,
 *   fonts: number, imagesAboveFold: number, eagerLibraries: string[] }[]} rows
 */
export function bytesTable(rows) {
  const limit = (/** @type {keyof typeof BYTE_BUDGETS} */ key) => kb(BYTE_BUDGETS[key].max);
  return markdownTable(
    [
      "route",
      `first-load JS KB (≤ ${limit("firstLoadJs")})`,
      "scripts",
      `CSS KB (≤ ${limit("css")})`,
      `fonts KB (≤ ${limit("fonts")})`,
      `images above the fold KB (≤ ${limit("imagesAboveFold")})`,
      "HTML KB",
      "lazy libraries in first load",
    ],
    rows.map((row) => [
      row.route,
      kb(row.firstLoadJs),
      row.scriptCount,
      kb(row.css),
      kb(row.fonts),
      kb(row.imagesAboveFold),
      kb(row.html),
      row.eagerLibraries.length > 0 ? row.eagerLibraries.join(", ") : "none",
    ]),
  );
}
