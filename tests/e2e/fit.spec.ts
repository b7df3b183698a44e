import type { Page } from "@playwright/test";
import { LOCALES, type Locale, localePath } from "~/lib/locales";
import { renderOffscreenParts, waitForTransitions } from "./a11y-helpers";
import { readContent } from "./content";
import { brokenWords, cutChoices, cutText } from "./fit-helpers";
import { expect, QUOTE_PATH, test, visit } from "./fixtures";

/** The narrowest phone, a common phone, a tablet, a laptop. */
const WIDTHS = [320, 375, 768, 1440];

/** One page of each template; the product page's name is the longest in Japanese. */
const PRODUCT_PAGE = "/product/drinkware/vacuum-bottles";
const TEMPLATES = [
  "/",
  "/services",
  "/product",
  "/product/drinkware",
  PRODUCT_PAGE,
  "/manufacturing",
  "/careers",
  "/contact-us",
  QUOTE_PATH,
  "/not-a-page",
];

/** Measures one page at every width: what is cut off, and which words break. */
async function measure(page: Page, path: string): Promise<string[]> {
  await renderOffscreenParts(page);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The new width laid out and painted (a resize observer's carousel has measured it).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // A carousel that re-centred on the new width scales its cards: measure them at rest.
    await waitForTransitions(page);
    const found = [
      ...(await page.evaluate(cutText)).map((problem) => `cut: ${problem}`),
      ...(await page.evaluate(cutChoices)).map((problem) => `cut: ${problem}`),
      ...(await page.evaluate(brokenWords)).map((problem) => `broken: ${problem}`),
    ];
    problems.push(...found.map((problem) => `${path} at ${width}px: ${problem}`));
  }
  return problems;
}

/** Puts the product page's product in the quote list as a buyer does: its Add to quote button. */
async function addToQuote(page: Page, locale: Locale) {
  const add = readContent("layout/navigation", locale).quote.add;
  await page.locator("main button", { hasText: add }).first().click();
  await expect(page.locator("main [role='status']").first()).not.toBeEmpty();
}

test.describe("text fits every screen and script", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own widths");
    // Nothing waits to fade in: every block is where it stays.
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const locale of LOCALES) {
    test(`nothing cut off and no word broken in ${locale}, 320 to 1440 px`, async ({ page }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      for (const path of TEMPLATES) {
        const route = localePath(locale, path);
        await page.setViewportSize({ width: 1440, height: 900 });
        await visit(page, route);
        if (path === PRODUCT_PAGE) await addToQuote(page, locale);
        problems.push(...(await measure(page, route)));
      }
      expect(problems).toEqual([]);
    });
  }
});
