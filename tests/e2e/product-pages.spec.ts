import { DEFAULT_SITE_URL } from "~/lib/env-contract";
import { LOCALES, localePath } from "~/lib/locales";
import { readCatalogue, readContent, readProduct } from "./content";
import { expect, PRODUCT_PAGES, test, visit } from "./fixtures";
import { headingOf, site } from "./site";

const details = readContent("product/product-details");
const categories = readCatalogue().map(({ category }) => category);
const notFound = readContent("error/page");
const notFoundDe = readContent("error/page", "de");

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: import("@playwright/test").Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe("product pages", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "markup is the same at every width");
  });

  test("every product answers 200 in every language, with its name as the page's heading", async ({
    request,
  }) => {
    for (const product of PRODUCT_PAGES)
      for (const locale of LOCALES) {
        const response = await request.get(localePath(locale, product.path));
        expect(response.status(), `${locale} ${product.path}`).toBe(200);
        const name = readProduct(product.category, product.id, locale).heading;
        expect(headingOf(await response.text()), `${locale} ${product.path}`).toBe(name);
      }
  });

  test("a product page shows the trail, the picture, the facts, Add to quote and the way back", async ({
    page,
  }) => {
    await visit(page, "/product/drinkware/tumblers");
    const drinkware = categories.find((item) => item.id === "drinkware");
    const trail = page.getByRole("navigation", {
      name: readContent("layout/navigation").assistive.breadcrumbLabel,
    });
    await expect(trail.getByRole("link", { name: details.trailLabel })).toHaveAttribute(
      "href",
      "/product",
    );
    await expect(trail.getByRole("link", { name: drinkware?.heading })).toHaveAttribute(
      "href",
      "/product/drinkware",
    );
    const tumblers = PRODUCT_PAGES.find((product) => product.id === "tumblers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tumblers?.name ?? "");
    await expect(page.locator("main img").first()).toHaveAttribute("alt", /\S/);
    await expect(page.getByText(details.outputLabel)).toBeVisible();
    // Optional facts the content leaves empty are not shown at all.
    await expect(page.getByText(details.factLabels.moq)).toHaveCount(0);
    await expect(
      page.getByRole("link", {
        name: details.backLabel.replace("{category}", drinkware?.heading ?? ""),
      }),
    ).toHaveAttribute("href", "/product/drinkware");
    // Related products: the category's others, each linking to its page.
    await expect(
      page.getByRole("link", { name: PRODUCT_PAGES.find((p) => p.id === "vacuum-bottles")?.name }),
    ).toHaveAttribute("href", "/product/drinkware/vacuum-bottles");
  });

  test("carries its own title, reciprocal hreflang, and Product and BreadcrumbList JSON-LD", async ({
    page,
  }) => {
    await visit(page, "/ja/product/cookware/ceramic-press");
    const name = readProduct("cookware", "ceramic-press", "ja");
    await expect(page).toHaveTitle(`${name?.heading} | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      name?.description ?? "",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${DEFAULT_SITE_URL}/ja/product/cookware/ceramic-press`,
    );
    for (const locale of [...LOCALES, "x-default"] as const)
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
        "href",
        `${DEFAULT_SITE_URL}${localePath(locale === "x-default" ? "en" : locale, "/product/cookware/ceramic-press")}`,
      );
    const [product, trail] = await jsonLd(page);
    expect(product?.["@type"]).toBe("Product");
    expect(product?.name).toBe(name?.heading);
    expect(product?.image).toMatch(/^https?:\/\//);
    expect((product?.manufacturer as { name?: string } | undefined)?.name).toBe(site.name);
    expect(product).not.toHaveProperty("offers");
    expect(trail?.["@type"]).toBe("BreadcrumbList");
    expect((trail?.itemListElement as unknown[] | undefined)?.length).toBe(4);
  });

  test("every slide on /product links to its product's page", async ({ page }) => {
    await visit(page, "/de/product");
    for (const product of PRODUCT_PAGES)
      await expect(page.locator(`main a[href="/de${product.path}"]`).first()).toBeAttached();
  });

  test("an unknown product id answers the language's 404 page", async ({ page }) => {
    const response = await page.goto("/product/drinkware/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    const german = await page.goto("/de/product/drinkware/no-such-product");
    expect(german?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundDe.heading);
  });
});
