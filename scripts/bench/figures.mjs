// @ts-check
/** Lighthouse runs (mobile preset, simulated throttling), the figures kept, their medians. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * @typedef {{
 *   performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, cls: number, speedIndexMs: number,
 *   jsBytes: number, totalBytes: number, requests: number, failedAudits: string[]
 * }} RunFigures
 */

/** @param {import("lighthouse").Result} lhr @returns {RunFigures} */
export function figuresOf(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @type {any} */
  const summary = lhr.audits["resource-summary"]?.details;
  /** @type {{ resourceType: string, transferSize: number, requestCount: number }[]} */
  const items = summary?.items ?? [];
  const byType = (/** @type {string} */ type) => items.find((item) => item.resourceType === type);
  // Audits that lost points in the non-performance categories: what to fix when a score drops.
  const failedAudits = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}:${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    jsBytes: byType("script")?.transferSize ?? 0,
    totalBytes: byType("total")?.transferSize ?? 0,
    requests: byType("total")?.requestCount ?? 0,
    failedAudits,
  };
}

/** The middle value (mean of the two middle ones for an even count). @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Figure-by-figure medians, and the audits that lost points in any run. @param {RunFigures[]} runs */
export function medianFigures(runs) {
  const numeric = /** @type {Exclude<keyof RunFigures, "failedAudits">[]} */ (
    Object.keys(runs[0] ?? {}).filter((key) => key !== "failedAudits")
  );
  return /** @type {RunFigures} */ ({
    ...Object.fromEntries(numeric.map((key) => [key, median(runs.map((run) => run[key]))])),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  });
}

/**
 * One Lighthouse run in a Chromium of its own; once more if Lighthouse itself fails (a trace
 * without its navigation start happens now and then on a busy machine: "Please run Lighthouse
 * again"), so one glitch does not end a long benchmark. @param {string} url @param {string} chromePath
 */
export async function runLighthouse(url, chromePath) {
  try {
    return await runLighthouseOnce(url, chromePath);
  } catch (error) {
    console.log(`${error instanceof Error ? error.message : error}: running it again`);
    return runLighthouseOnce(url, chromePath);
  }
}

/** @param {string} url @param {string} chromePath */
async function runLighthouseOnce(url, chromePath) {
  const chromeFlags = ["--headless=new", ...CHROMIUM_FLAGS];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const error = result ? result.lhr.runtimeError?.message : "no result";
    if (!result || error) throw new Error(`Lighthouse failed on ${url}: ${error}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}
