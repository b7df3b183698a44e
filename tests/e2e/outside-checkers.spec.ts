import { createRequire } from "node:module";
import puppeteer, { type Browser } from "puppeteer";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/chromium.mjs";
import { CHECKED_PAGES, expect, test } from "./fixtures";

/** The part of pa11y's result and options this spec uses (the package ships no types). */
interface Pa11yIssue {
  type: "error" | "warning" | "notice";
  runner: string;
  code: string;
  selector: string;
  message: string;
}
type Pa11y = (url: string, options: Record<string, unknown>) => Promise<{ issues: Pa11yIssue[] }>;
const pa11y = createRequire(import.meta.url)("pa11y") as Pa11y;

/** The widths the outside audit asks for: a laptop and a phone. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

// pa11y drives its own browser at its own viewport sizes, so one project runs it.
test.describe.configure({ mode: "parallel" });
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "pa11y sets its own viewports");
});

let browser: Browser | undefined;
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
});
test.afterAll(async () => {
  await browser?.close();
});

for (const path of CHECKED_PAGES) {
  test(`pa11y (HTML_CodeSniffer and axe) finds no errors on ${path}`, async ({ baseURL }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    for (const viewport of VIEWPORTS) {
      // The page lays out its lower sections only near the window (content-visibility), and the
      // checkers read colours from the rendering: have every part rendered for them, as
      // scrollThrough does for axe (a11y-helpers.ts). Nothing they measure changes.
      const page = await browser?.newPage();
      await page?.evaluateOnNewDocument(() =>
        document.addEventListener("DOMContentLoaded", () => {
          for (const part of document.querySelectorAll<HTMLElement>(
            "main > *, body > [data-static]",
          ))
            part.style.contentVisibility = "visible";
        }),
      );
      const { issues } = await pa11y(`${baseURL}${path}`, {
        browser,
        page,
        runners: ["htmlcs", "axe"],
        standard: "WCAG2AA",
        viewport,
        // axe's "needs review" answers (text over a gradient, a picture or an overlapping element,
        // a cross-origin map frame it may not enter) are questions, not failures: kept as warnings.
        // The text behind them is measured pixel by pixel in contrast.spec.ts.
        levelCapWhenNeedsReview: "warning",
      });
      await page?.close();
      for (const issue of issues.filter((i) => i.type === "error"))
        errors.push(`${viewport.width}px ${issue.runner} ${issue.code} ${issue.selector}`);
    }
    expect(errors).toEqual([]);
  });
}
