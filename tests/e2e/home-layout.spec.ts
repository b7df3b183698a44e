import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/** Scrolls through the whole page and returns the largest sideways overflow seen, in px. */
async function worstOverflow(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let worst = document.documentElement.scrollWidth - window.innerWidth;
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      worst = Math.max(worst, document.documentElement.scrollWidth - window.innerWidth);
    }
    return worst;
  });
}

test.describe("home layout", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own widths");
  });

  for (const width of [320, 768, 1024, 1440, 1920]) {
    test(`no sideways scrolling anywhere on the page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/");
      expect(await worstOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test("no sideways scrolling under reduced motion at 1440 px", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, "/");
    expect(await worstOverflow(page)).toBeLessThanOrEqual(0);
  });
});
