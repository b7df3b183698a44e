// @ts-check
/** Lighthouse (mobile preset, simulated throttling), judged on the median of the runs. */
export const LIGHTHOUSE_BUDGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 1600 },
  /** LCP over the same page's LCP with every script removed: what the scripts cost the reader. */
  lcpPerFloor: { max: 1.1 },
  tbtMs: { max: 100 },
  cls: { max: 0.01 },
};

/**
 * The main thread while a page loads with the CPU slowed 4x (scripts/bench/main-thread.mjs), on
 * the median of the runs: with its scripts, and the same page without them (the floor).
 */
export const MAIN_THREAD_BUDGETS = {
  mainLongestMs: { max: 100 },
  mainBlockingMs: { max: 150 },
  floorLongestMs: { max: 50 },
};

/** A kilobyte as the budgets count it: 1000 bytes, the stricter reading of "KB". */
export const KB = 1000;

/** Bytes per route, gzip as served (fonts and pictures count as they are sent). */
export const BYTE_BUDGETS = {
  firstLoadJs: { max: 130 * KB },
  css: { max: 25 * KB },
  fonts: { max: 60 * KB },
  imagesAboveFold: { max: 150 * KB },
};

/** Kept out of every first load; found by strings only that library has, whatever its chunk's name. */
export const LAZY_LIBRARIES = [
  { name: "Lenis", marker: "lenis-scrolling" },
  { name: "Embla", marker: "containScroll" },
  { name: "E-mail sender", marker: "/api/v1.0/email/send-form" },
];

/**
 * The budgets `figures` misses; figures without a budget are ignored.
 * @param {string} route @param {Record<string, unknown>} figures
 */
export function budgetMisses(route, figures) {
  const budgets = { ...LIGHTHOUSE_BUDGETS, ...MAIN_THREAD_BUDGETS, ...BYTE_BUDGETS };
  return Object.entries(budgets).flatMap(([what, budget]) => {
    const value = figures[what];
    if (typeof value !== "number") return [];
    const unit = what.endsWith("Ms") ? "ms" : what in BYTE_BUDGETS ? "bytes" : "";
    const limit = "min" in budget ? budget.min : budget.max;
    const isMissed = "min" in budget ? value < budget.min : value > budget.max;
    return isMissed ? [{ route, what, value, limit, unit }] : [];
  });
}

/** One line per missed budget. @param {ReturnType<typeof budgetMisses>[number]} miss */
export function describeMiss({ route, what, value, limit, unit }) {
  const kb = (/** @type {number} */ n) => `${(n / KB).toFixed(1)} KB`;
  const show = (/** @type {number} */ n) =>
    unit === "bytes" ? kb(n) : unit === "ms" ? `${Math.round(n)} ms` : String(+n.toFixed(2));
  return `${route}: ${what} is ${show(value)}, budget ${show(limit)}`;
}
