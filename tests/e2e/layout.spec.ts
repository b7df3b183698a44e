import { expect, ROUTES, test } from "./fixtures";

const WIDTHS = [320, 375, 768, 1024, 1280, 1920, 2560];

test.describe("no sideways scrolling", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own widths");
  });

  for (const width of WIDTHS) {
    test(`at ${width} px on every page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of [...ROUTES.map((r) => r.path), "/not-a-page"]) {
        await page.goto(route);
        await page.waitForSelector("html[data-hydrated]");
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test("every page reads in full without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.locator("h1")).toContainText(route.h1);
    const hidden = await page.evaluate(
      () =>
        [...document.querySelectorAll("main *")].filter((el) => {
          const style = getComputedStyle(el);
          return el.textContent?.trim() && (style.opacity === "0" || style.visibility === "hidden");
        }).length,
    );
    expect(hidden, `hidden elements on ${route.path}`).toBe(0);
  }
  await context.close();
});
