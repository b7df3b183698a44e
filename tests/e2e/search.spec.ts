import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Locale } from "~/lib/locales";
import { readContent, readProduct } from "./content";
import { expect, test, visit } from "./fixtures";

type Category = "drinkware" | "cookware" | "kitchen-gadgets" | "toys";

/** A search as a buyer types it, and the product it must rank first, by name or by material. */
const SEARCHES: { locale: Locale; query: string; category: Category; id: string }[] = [
  { locale: "en", query: "tumblers", category: "drinkware", id: "tumblers" },
  { locale: "en", query: "nylon", category: "kitchen-gadgets", id: "kitchen-gadgets" },
  { locale: "de", query: "Vakuumflaschen", category: "drinkware", id: "vacuum-bottles" },
  { locale: "de", query: "ABS", category: "toys", id: "plastic-toys" },
  { locale: "ar", query: "أكواب", category: "drinkware", id: "tumblers" },
  { locale: "ar", query: "النايلون", category: "kitchen-gadgets", id: "kitchen-gadgets" },
  { locale: "ja", query: "タンブラー", category: "drinkware", id: "tumblers" },
  { locale: "ja", query: "ナイロン", category: "kitchen-gadgets", id: "kitchen-gadgets" },
];

const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const words = (locale: Locale = "en") => readContent("layout/search", locale);
const productName = (locale: Locale, category: Category, id: string) =>
  readProduct(category, id, locale).heading;

/** The menu bar's search button. */
const opener = (page: Page, locale: Locale = "en") =>
  page.locator("header").getByRole("button", { name: words(locale).label, exact: true });
const dialog = (page: Page) => page.getByRole("dialog");
const searchBox = (page: Page, locale: Locale = "en") =>
  dialog(page).getByRole("searchbox", { name: words(locale).label });
const results = (page: Page) => dialog(page).getByRole("listitem").getByRole("link");

/** Every request the page makes for the search index. */
function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) urls.push(request.url());
  });
  return urls;
}

test.describe("product search", () => {
  for (const { locale, query, category, id } of SEARCHES) {
    test(`${locale}: "${query}" ranks ${id} first, and its link opens its page in ${locale}`, async ({
      page,
    }) => {
      const path = `${prefix(locale)}/product/${category}/${id}`;
      const name = productName(locale, category, id);
      await visit(page, prefix(locale) || "/");
      await opener(page, locale).click();
      await searchBox(page, locale).fill(query);
      await expect(results(page).first()).toHaveAccessibleName(name);
      await expect(results(page).first()).toHaveAttribute("href", path);
      await results(page).first().click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(dialog(page)).toHaveCount(0);
    });
  }

  test("loads nothing of the index until opened, then the page language's own", async ({
    page,
  }) => {
    const requests = indexRequests(page);
    await visit(page, "/de/product");
    await opener(page, "de").hover();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    await opener(page, "de").click();
    await expect
      .poll(() => requests.some((url) => url.endsWith("/pagefind/pagefind.js")))
      .toBe(true);
    await searchBox(page, "de").fill("Vakuumflaschen");
    await expect(results(page).first()).toBeVisible();
    expect(
      requests.filter((url) => /\.pf_meta$/.test(url)).every((url) => /\/pagefind\.de_/.test(url)),
    ).toBe(true);
  });

  test("says how many it found, and clearly when nothing matches", async ({ page }) => {
    await visit(page, "/");
    await opener(page).click();
    await searchBox(page).fill("nylon");
    await expect(dialog(page).getByRole("status")).toHaveText(
      `${words().resultCount.one}`.replace("{count}", "1"),
    );
    await searchBox(page).fill("zzqxv");
    await expect(dialog(page).getByRole("status")).toHaveText(
      words().noResults.replace("{query}", "zzqxv"),
    );
    await expect(results(page)).toHaveCount(0);
  });

  test("says so when the index cannot load, instead of showing nothing", async ({
    page,
    allowedConsoleErrors,
  }) => {
    // The refused requests, as Chromium logs them.
    allowedConsoleErrors.push(/Failed to load resource|pagefind/);
    await page.route("**/pagefind/**", (route) => route.abort());
    await visit(page, "/");
    await opener(page).click();
    await searchBox(page).fill("tumblers");
    await expect(dialog(page).getByRole("status")).toHaveText(words().failed);
  });

  test("says so when its own code cannot load (offline), and the page stays as it was", async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(/Failed to load resource|search-dialog/);
    await visit(page, "/");
    await page.route("**/assets/search-dialog-*.js", (route) => route.abort());
    await opener(page).click();
    await expect(page.getByRole("alert")).toHaveText(words().failed);
    await page.getByRole("button", { name: words().close }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("works from the keyboard: arrows through the results, Escape back to the button", async ({
    page,
  }) => {
    await visit(page, "/");
    await opener(page).focus();
    await page.keyboard.press("Enter");
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type("coating");
    await expect(results(page).nth(1)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener(page)).toBeFocused();
  });

  test("the products page's box opens the same search, right to left in Arabic, at 320 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, "/ar/product");
    await page
      .getByRole("main")
      .getByRole("button", { name: words("ar").label })
      .click();
    await searchBox(page, "ar").fill("أكواب");
    await expect(results(page).first()).toBeVisible();
    expect(await dialog(page).evaluate((element) => getComputedStyle(element).direction)).toBe(
      "rtl",
    );
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  for (const [locale, query] of [
    ["en", "tumblers"],
    ["ar", "أكواب"],
    ["ja", "タンブラー"],
  ] as const) {
    test(`axe finds no violations in the open search with results (${locale})`, async ({
      page,
    }) => {
      await visit(page, prefix(locale) || "/");
      await opener(page, locale).click();
      await searchBox(page, locale).fill(query);
      await expect(results(page).first()).toBeVisible();
      const found = await new AxeBuilder({ page })
        .include("dialog")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        found.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }

  test("is absent without JavaScript, and the products page still lists every product", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    const requests = indexRequests(page);
    await page.goto("/product");
    await expect(page.getByRole("button", { name: words().label })).toHaveCount(0);
    await expect(page.locator("header button[aria-haspopup='dialog']")).toBeHidden();
    await expect(page.locator("main button[aria-haspopup='dialog']")).toBeHidden();
    expect(requests).toEqual([]);
    await context.close();
  });
});
