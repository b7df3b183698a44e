import type { Page } from "@playwright/test";
import { LOCALES, localePath } from "~/lib/locales";
import { renderOffscreenParts } from "./a11y-helpers";
import { readContent } from "./content";
import { expect, ROUTES, test, visit } from "./fixtures";

const WIDTHS = [320, 375, 768, 1024, 1280, 1440, 1920, 2560];

test.describe("no sideways scrolling", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own widths");
  });

  for (const width of WIDTHS) {
    test(`at ${width} px on every page in every language`, async ({ page }) => {
      // German words are long, Japanese has no spaces, Arabic runs right to left.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const paths = [...ROUTES.map((r) => r.path), "/not-a-page"];
      for (const route of LOCALES.flatMap((locale) => paths.map((p) => localePath(locale, p)))) {
        await page.goto(route);
        await page.waitForSelector("html[data-hydrated]");
        // A section laid out only near the window clips what spills out of it (its containment),
        // so the page would not scroll sideways, but the text would be cut off: lay all out.
        await renderOffscreenParts(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(0);
        // German and French labels run up to twice the English length: none may be cut off.
        const clipped = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              ":is(a, button, label, summary, h1, h2, h3, legend):not(.visually-hidden *, [aria-hidden='true'] *)",
            ),
          ]
            .filter((el) => {
              const style = getComputedStyle(el);
              const clips = !["visible", "auto", "scroll"].includes(style.overflowX);
              return el.clientWidth > 1 && clips && el.scrollWidth > el.clientWidth + 1;
            })
            .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`),
        );
        expect(clipped, `labels cut off on ${route} at ${width}px`).toEqual([]);
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
    const hidden = await page.evaluate(() => {
      // Decorative text (aria-hidden), like a carousel's "01 / 06" readout that waits for its
      // buttons, is not content.
      const spoken = (el: Element): string =>
        [...el.childNodes]
          .map((node) => {
            if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
            if (node instanceof Element && node.getAttribute("aria-hidden") !== "true")
              return spoken(node);
            return "";
          })
          .join("");
      return [...document.querySelectorAll("main *")].filter((el) => {
        if (el.closest('[aria-hidden="true"]') || !spoken(el).trim()) return false;
        const style = getComputedStyle(el);
        return style.opacity === "0" || style.visibility === "hidden";
      }).length;
    });
    expect(hidden, `hidden elements on ${route.path}`).toBe(0);
  }
  await context.close();
});

test.describe("the header bar fits a phone", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own widths");
  });

  /** Each control of the bar whose box reaches past the window: logo, search, quote list, menu. */
  const outside = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-site-header] > div:first-child *")]
        .filter((el) => el.matches("a, button, summary"))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .filter(({ box }) => box.left < 0 || box.right > document.documentElement.clientWidth)
        .map(
          ({ el, box }) => `${el.className} at ${Math.round(box.left)}..${Math.round(box.right)}`,
        ),
    );

  for (const locale of LOCALES) {
    test(`every control in the viewport at 320 and 375 px in ${locale}, list empty and not`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await visit(page, localePath(locale, "/product/drinkware/vacuum-bottles"));
      // The quote entry keeps its place while the list is empty: it must fit then too.
      const problems: string[] = [];
      const check = async (state: string) => {
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 800 });
          const found = await outside(page);
          problems.push(...found.map((problem) => `${state} at ${width}px: ${problem}`));
        }
      };
      await check("empty list");
      const add = readContent("layout/navigation", locale).quote.add;
      await page.locator("main button", { hasText: add }).first().click();
      await expect(page.locator("header a[href$='/quote']")).toBeVisible();
      await check("one product");
      expect(problems).toEqual([]);
    });
  }
});
