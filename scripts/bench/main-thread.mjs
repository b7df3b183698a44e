// @ts-check
/**
 * The main thread while a page loads on a phone-class CPU: Chromium with the CPU slowed 4x (what
 * Lighthouse's mobile preset assumes), 412 px wide, a performance trace from the navigation to 5 s
 * after the load event. Read straight from the trace, not estimated: the longest task, the blocking
 * summed beyond 50 ms per task, and what the longest task was made of.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../chromium.mjs";
import { median } from "./figures.mjs";

/** The slowdown Lighthouse's mobile preset simulates, here applied for real. */
export const CPU_SLOWDOWN = 4;
/** How long after the load event the trace goes on: hydration and what it starts fall in it. */
export const AFTER_LOAD_MS = 5000;
const LONG_TASK_MS = 50;

/** What each kind of work is called in Chromium's trace (the events directly inside a task). */
const KINDS = /** @type {const} */ ({
  layout: ["Layout", "IntersectionObserverController::computeIntersections"],
  style: ["UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet"],
  paint: [
    "Paint",
    "PrePaint",
    "Layerize",
    "UpdateLayer",
    "CompositeLayers",
    "PaintImage",
    "Commit",
  ],
  script: [
    "EvaluateScript",
    "v8.evaluateModule",
    "v8.compile",
    "v8.compileModule",
    "v8.produceModuleCache",
    "FunctionCall",
    "TimerFire",
    "EventDispatch",
    "FireAnimationFrame",
    "RunMicrotasks",
    "v8.run",
    "V8.GCScavenger",
    "MajorGC",
    "MinorGC",
  ],
  html: ["ParseHTML"],
});

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent */
/** @typedef {{ layout: number, style: number, paint: number, script: number, html: number, other: number }} Breakdown */
/** @typedef {{ longestMs: number, blockingMs: number, tasks: number, breakdown: Breakdown }} MainThreadFigures */

/** The kind of a trace event's work. @param {string} name @returns {keyof Breakdown} */
function kindOf(name) {
  for (const [kind, names] of Object.entries(KINDS))
    if (/** @type {readonly string[]} */ (names).includes(name))
      return /** @type {keyof Breakdown} */ (kind);
  return "other";
}

/**
 * The figures of a trace: its page's main thread (the renderer's `CrRendererMain` that ran the
 * most), the tasks on it from `fromUs` on (trace microseconds).
 * @param {TraceEvent[]} events @param {number} fromUs @param {number} toUs
 * @returns {MainThreadFigures}
 */
export function mainThreadFigures(events, fromUs, toUs) {
  const mains = events
    .filter((e) => e.ph === "M" && e.name === "thread_name")
    .filter((e) => e.args?.name === "CrRendererMain")
    .map((e) => `${e.pid}:${e.tid}`);
  // The browser's own swap of documents (committing the navigation, detaching the blank one) is
  // not the page's work: it costs the same for an empty page (90 ms here at 4x) and happens before
  // the page's timeline starts, where the Long Tasks API does not see it either.
  const commits = events.filter((e) => e.name === "DocumentLoader::CommitNavigation");
  const isCommit = (/** @type {TraceEvent} */ task) =>
    commits.some(
      (c) =>
        c.pid === task.pid &&
        c.tid === task.tid &&
        c.ts >= task.ts &&
        c.ts <= task.ts + (task.dur ?? 0),
    );
  const tasks = events.filter(
    (e) =>
      e.ph === "X" &&
      e.name === "RunTask" &&
      mains.includes(`${e.pid}:${e.tid}`) &&
      e.ts >= fromUs &&
      e.ts <= toUs &&
      !isCommit(e),
  );
  const busiest = new Map();
  for (const task of tasks) {
    const key = `${task.pid}:${task.tid}`;
    busiest.set(key, (busiest.get(key) ?? 0) + (task.dur ?? 0));
  }
  const main = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = tasks.filter((task) => `${task.pid}:${task.tid}` === main);
  const durations = own.map((task) => (task.dur ?? 0) / 1000);
  const longest = own.reduce((a, b) => ((b.dur ?? 0) > (a?.dur ?? 0) ? b : a), own[0]);
  /** @type {Breakdown} */
  const breakdown = { layout: 0, style: 0, paint: 0, script: 0, html: 0, other: 0 };
  if (longest) {
    const [pid, tid] = [longest.pid, longest.tid];
    const end = longest.ts + (longest.dur ?? 0);
    // The events nested in the task, counted once each: an event inside a counted one is skipped.
    const inside = events
      .filter(
        (e) =>
          e.ph === "X" &&
          e.pid === pid &&
          e.tid === tid &&
          e !== longest &&
          e.ts >= longest.ts &&
          e.ts + (e.dur ?? 0) <= end,
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let coveredUntil = -1;
    for (const event of inside) {
      const kind = kindOf(event.name);
      if (kind === "other" || event.ts < coveredUntil) continue;
      breakdown[kind] += (event.dur ?? 0) / 1000;
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    const counted = Object.values(breakdown).reduce((a, b) => a + b, 0);
    breakdown.other = Math.max(0, (longest.dur ?? 0) / 1000 - counted);
  }
  return {
    longestMs: Math.max(0, ...durations),
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    tasks: durations.filter((ms) => ms > LONG_TASK_MS).length,
    breakdown,
  };
}

/**
 * Loads `url` once in a fresh browser, CPU slowed 4x, and reads its main thread from the trace.
 * @param {string} url @param {string | undefined} chromePath
 * @returns {Promise<MainThreadFigures>}
 */
export async function measureMainThread(url, chromePath) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    /** @type {TraceEvent[]} */
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) =>
      events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))),
    );
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: {
        includedCategories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "toplevel",
          "v8.execute",
          "v8",
          "blink",
          "loading",
          "__metadata",
        ],
      },
    });
    await page.goto(url, { waitUntil: "load" });
    // The measurement window: hydration and what it starts happen after the load event.
    await page.waitForTimeout(AFTER_LOAD_MS);
    await cdp.send("Tracing.end");
    await done;
    const navigation = events.find(
      (e) =>
        e.name === "navigationStart" &&
        e.args?.data?.isLoadingMainFrame &&
        e.args?.data?.documentLoaderURL?.startsWith("http"),
    );
    const from = navigation?.ts ?? 0;
    return mainThreadFigures(events, from, Number.POSITIVE_INFINITY);
  } finally {
    await browser.close();
  }
}

/** Figure-by-figure medians of runs, the breakdown included. @param {MainThreadFigures[]} runs */
export function medianMainThread(runs) {
  const of = (/** @type {(run: MainThreadFigures) => number} */ pick) => median(runs.map(pick));
  /** @type {Breakdown} */
  const breakdown = { layout: 0, style: 0, paint: 0, script: 0, html: 0, other: 0 };
  for (const kind of /** @type {(keyof Breakdown)[]} */ (Object.keys(breakdown)))
    breakdown[kind] = of((run) => run.breakdown[kind]);
  return {
    longestMs: of((run) => run.longestMs),
    blockingMs: of((run) => run.blockingMs),
    tasks: of((run) => run.tasks),
    breakdown,
  };
}
