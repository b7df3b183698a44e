import AxeBuilder from "@axe-core/playwright";
import { chromium, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/chromium.mjs";
import { halfFadedReveals, scrollDownAndBackUp } from "./a11y-helpers";
import { expect, test, visit } from "./fixtures";

/*
 * The checkers as visitors run them: nothing rendered by force. The other accessibility specs have
 * the browser render every skipped part first (renderOffscreenParts), which is the right way to
 * judge colours but not what Lighthouse (PageSpeed Insights) or a browser's axe extension see: a
 * page as loaded, its lower sections skipped (content-visibility), or one scrolled through.
 */

/**
 * A few templates in the three scripts and directions (Latin, Arabic right to left, Japanese), kept
 * to a handful: Lighthouse runs its own browser (10-30 s a page) and axe reads every node of a long
 * page. Lighthouse is axe on the page as loaded, at a phone's width; axe here reads it at 1280 px
 * after a scroll through.
 */
const LIGHTHOUSE_SAMPLE = [
  "/",
  "/services",
  "/ar/services",
  "/ja/product/drinkware/tumblers",
  "/ar/product/sheet-metal-plastics",
];
const SCROLLED_SAMPLE = [
  "/",
  "/services",
  "/manufacturing",
  "/ar/services",
  "/ja/product/drinkware",
];

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

test.describe.configure({ mode: "parallel" });

/** Every violation axe finds on the page as it stands, one line per element. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`),
  );
}

for (const path of SCROLLED_SAMPLE) {
  test(`axe finds no violations on ${path} scrolled to the bottom and back`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the reveals and the bar's links at 1280 px");
    await visit(page, path);
    await scrollDownAndBackUp(page);
    expect(await halfFadedReveals(page), "reveals left half faded").toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const path of LIGHTHOUSE_SAMPLE) {
  test(`Lighthouse's accessibility score is 100 on ${path}`, async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "Lighthouse emulates its own phone");
    test.setTimeout(120_000);
    // Its own browser, as PageSpeed Insights and the benchmark run it (mobile preset); only the
    // accessibility category, whose score does not depend on the machine's speed.
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath() ?? chromium.executablePath(),
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["accessibility"],
      });
      const lhr = result?.lhr;
      expect(lhr?.runtimeError?.message, "Lighthouse's own error").toBeUndefined();
      const category = lhr?.categories.accessibility;
      const failing = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
        .flatMap((ref) => {
          const details = lhr?.audits[ref.id]?.details as
            | { items?: { node?: { selector?: string; explanation?: string } }[] }
            | undefined;
          const items = details?.items ?? [];
          return items.length === 0
            ? [ref.id]
            : items.map(
                ({ node }) =>
                  `${ref.id}: ${node?.selector ?? ""} ${node?.explanation?.split("\n")[1]?.trim() ?? ""}`,
              );
        });
      expect(category?.score, `failing audits:\n${failing.join("\n")}`).toBe(1);
    } finally {
      chrome.kill();
    }
  });
}
