import { DEFAULT_SITE_URL } from "~/lib/env-contract";
import { formatBytes } from "~/lib/format";
import { LOCALE_INFO, type Locale, localePath } from "~/lib/locales";
import { comparable, pdfText } from "../../scripts/catalogue-pdf/pdf-text";
import { readCatalogue, readContent } from "./content";
import { expect, test, visit } from "./fixtures";
import { site } from "./site";

/** The link's name in a language, the size left open: "Download catalogue (PDF, …)". */
function linkName(locale: Locale): RegExp {
  const [before = "", after = ""] = readContent(
    "product/catalogue-download",
    locale,
  ).linkLabel.split("{size}");
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${literal(before)}(.+)${literal(after)}$`);
}

/** A page of each kind that carries the link, in a language. */
function pagesWithLink(locale: Locale): string[] {
  const [entry] = readCatalogue(locale);
  const product = entry?.products[0];
  if (!entry || !product) throw new Error(`the ${locale} catalogue has a product`);
  return [
    "/product",
    `/product/${entry.category.id}`,
    `/product/${entry.category.id}/${product.id}`,
  ].map((path) => localePath(locale, path));
}

test.describe("the catalogue PDF's link", () => {
  for (const locale of ["en", "de", "ar", "ja"] as const)
    test(`${locale}: /product, a category and a product link to the ${locale} PDF, stating its size`, async ({
      page,
      request,
    }) => {
      const href = localePath(locale, "/catalogue.pdf").replace(/\/$/, "");
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      // A stable address, revalidated: a rebuilt catalogue reaches a buyer who opens it again.
      expect(response.headers()["cache-control"]).toBe("no-cache");
      const body = await response.body();
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      const size = formatBytes(body.length, locale);
      for (const path of pagesWithLink(locale)) {
        await visit(page, path);
        const link = page.getByRole("link", { name: linkName(locale) });
        await expect(link, path).toBeVisible();
        await expect(link, path).toHaveAttribute("href", href);
        await expect(link, path).toContainText(size);
      }
    });

  test("the PDFs are not in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain(".pdf");
  });
});

test.describe("a product page printed", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "printing does not depend on the window");
  });

  // The product with the most facts, in the languages with the longest words and the other direction.
  const [fullest] = readCatalogue("en")
    .flatMap(({ products }) => products)
    .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length);
  if (!fullest) throw new Error("a product");
  for (const locale of ["en", "de", "ar"] as const)
    for (const format of ["A4", "Letter"] as const)
      test(`${locale}, ${format}: a spec sheet of one or two pages, with its name, facts, address and contact`, async ({
        page,
      }) => {
        const path = localePath(locale, `/product/${fullest.category}/${fullest.id}`);
        await visit(page, path);
        await page.emulateMedia({ media: "print" });
        // No chrome: the header, the menu, the footer, the closing bands.
        await expect(page.locator("header").first()).toBeHidden();
        await expect(page.locator("footer")).toBeHidden();
        await expect(page.getByRole("link", { name: linkName(locale) })).toBeHidden();
        const pdf = await page.pdf({ format });
        const { pages, text } = await pdfText(pdf, LOCALE_INFO[locale].dir);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages).toBeLessThanOrEqual(2);
        const all = comparable(text.join("\n"));
        const product = readCatalogue(locale)
          .flatMap(({ products }) => products)
          .find(({ id }) => id === fullest.id);
        if (!product) throw new Error(`${fullest.id} in ${locale}`);
        expect(all).toContain(comparable(`${DEFAULT_SITE_URL}${path}`));
        expect(all).toContain(comparable(site.email));
        expect(all).toContain(comparable(site.phone.display));
        // Nothing of the page's chrome, not even the skip link or the menu's words.
        const navigation = readContent("layout/navigation", locale);
        expect(all).not.toContain(comparable(navigation.assistive.skipLink));
        for (const item of navigation.items.slice(1))
          expect(all, item.label).not.toContain(comparable(item.label));
        // Latin text only: the browser's own text layer keeps Arabic in visual order.
        if (locale !== "ar") expect(all).toContain(comparable(product.heading));
      });
});
