import type { Page } from "@playwright/test";
import { DEFAULT_SITE_URL } from "~/lib/env-contract";
import { LOCALES, localePath } from "~/lib/locales";
import { readCatalogue, readContent } from "./content";
import { CATEGORY_PAGES, expect, test, visit } from "./fixtures";
import { headingOf, site } from "./site";

const details = readContent("product/product-details");
const sectionText = readContent("product/category-sections");
const notFound = readContent("error/page");

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const fill = (text: string, category: string) => text.replaceAll("{category}", category);

test.describe("category pages", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "markup is the same at every width");
  });

  test("every category answers 200 in every language, named by its heading", async ({
    request,
  }) => {
    for (const locale of LOCALES)
      for (const { category } of readCatalogue(locale)) {
        const address = localePath(locale, `/product/${category.id}`);
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        expect(headingOf(await response.text()), address).toBe(category.heading);
      }
  });

  test("lists every product of the category as a card linking to its page, with Add to quote", async ({
    page,
  }) => {
    const [entry] = readCatalogue("de").filter(({ products }) => products.length > 1);
    if (!entry) throw new Error("a category with several products");
    await visit(page, `/de/product/${entry.category.id}`);
    const cards = page.locator("main li article");
    await expect(cards).toHaveCount(entry.products.length);
    for (const [index, product] of entry.products.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: product.heading })).toHaveAttribute(
        "href",
        `/de/product/${entry.category.id}/${product.id}`,
      );
      await expect(card.locator("img")).toHaveAttribute("alt", product.pictureAlt);
      await expect(card.getByRole("button")).toHaveCount(1);
    }
    // Its capacity figure and its text, as on /product.
    if (entry.category.output)
      await expect(page.locator("main")).toContainText(entry.category.output.value);
    await expect(page.locator("main")).toContainText(entry.category.text);
  });

  test("carries its own title, reciprocal hreflang, CollectionPage and BreadcrumbList JSON-LD", async ({
    page,
  }) => {
    const entry = readCatalogue("ar").find(({ category }) => category.id === "drinkware");
    if (!entry) throw new Error("drinkware in Arabic");
    await visit(page, "/ar/product/drinkware");
    await expect(page).toHaveTitle(`${entry.category.heading} | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${DEFAULT_SITE_URL}/ar/product/drinkware`,
    );
    for (const locale of [...LOCALES, "x-default"] as const)
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
        "href",
        `${DEFAULT_SITE_URL}${localePath(locale === "x-default" ? "en" : locale, "/product/drinkware")}`,
      );
    const [collection, trail] = await jsonLd(page);
    expect(collection?.["@type"]).toBe("CollectionPage");
    const list = collection?.mainEntity as { itemListElement: { name: string; url: string }[] };
    expect(list.itemListElement.map((item) => item.name)).toEqual(
      entry.products.map((product) => product.heading),
    );
    expect(list.itemListElement[0]?.url).toMatch(/\/ar\/product\/drinkware\/[a-z-]+$/);
    expect(trail?.["@type"]).toBe("BreadcrumbList");
  });

  test("/product shows a few of each category and links to each category's page", async ({
    page,
  }) => {
    await visit(page, "/product");
    for (const { category, products } of readCatalogue()) {
      const section = page.locator(`section#${category.id}`);
      if (products.length === 0) {
        // No strip and no link to an empty list: the way to ask for such parts instead (the
        // quote list's custom part, which takes a drawing).
        await expect(
          section.getByRole("link", { name: sectionText.emptyCta.label }),
        ).toHaveAttribute("href", sectionText.emptyCta.to);
        continue;
      }
      await expect(
        section.getByRole("link", { name: fill(sectionText.allProductsLabel, category.heading) }),
      ).toHaveAttribute("href", `/product/${category.id}`);
    }
  });

  test("a category without products offers the inquiry, once", async ({ page }) => {
    const empty = CATEGORY_PAGES.find((category) => category.productCount === 0);
    test.skip(!empty, "every category has products");
    await visit(page, empty?.path ?? "");
    await expect(page.locator("main")).toContainText(sectionText.emptyText);
    await expect(page.getByRole("link", { name: sectionText.emptyCta.label })).toHaveCount(1);
    await expect(page.locator("main li article")).toHaveCount(0);
  });

  test("the trail leads back to the product categories", async ({ page }) => {
    await visit(page, "/product/toys");
    const trail = page.getByRole("navigation", {
      name: readContent("layout/navigation").assistive.breadcrumbLabel,
    });
    await expect(trail.getByRole("link", { name: details.trailLabel })).toHaveAttribute(
      "href",
      "/product",
    );
  });

  test("an unknown category, or a product of it, answers the language's 404 page, whose links work", async ({
    page,
  }) => {
    for (const address of ["/product/no-such-category", "/ja/product/toys/no-such-toy"]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        address.startsWith("/ja") ? readContent("error/page", "ja").heading : notFound.heading,
      );
    }
    // The page stays as served (no hydration against the product route): its links still go.
    await page.locator("header").getByRole("link").first().click();
    await expect(page).not.toHaveURL(/no-such-toy/);
  });
});
