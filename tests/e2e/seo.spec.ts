import { DEFAULT_SITE_URL } from "~/lib/env-contract";
import { LOCALES, localePath } from "~/lib/locales";
import { readContent } from "./content";
import { CATEGORY_PAGES, expect, PRODUCT_PAGES, QUOTE_PATH, ROUTES, test, visit } from "./fixtures";
import { site } from "./site";

test.describe("search and sharing", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "markup is the same at every width");
  });

  for (const route of ROUTES) {
    test(`${route.path} has a canonical URL and link-preview tags`, async ({ page, request }) => {
      await visit(page, route.path);
      const canonical = `${DEFAULT_SITE_URL}${route.path === "/" ? "/" : route.path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        route.title,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image).toMatch(new RegExp(`^${DEFAULT_SITE_URL}/`));
      const imageResponse = await request.get(new URL(image ?? "", "http://x").pathname);
      expect(imageResponse.status()).toBe(200);
      expect(imageResponse.headers()["content-type"]).toMatch(/^image\//);
    });
  }

  test("the home page carries Organization structured data", async ({ page }) => {
    await visit(page, "/");
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(raw ?? "{}");
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(data.address.addressLocality).toBe(site.address.locality);
    expect(data.contactPoint[0].telephone).toBe(site.phone.e164);
    expect(data.sameAs).toEqual([site.social.videoChannel.url, site.social.photos.url]);
    expect(data.logo).toMatch(/^https?:\/\/.+\.png$/);
  });

  test("sitemap.xml lists exactly the pages, the category and product pages and the quote list in six languages, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      LOCALES.flatMap((locale) =>
        [
          ...ROUTES.map((r) => r.path),
          ...CATEGORY_PAGES.map((c) => c.path),
          ...PRODUCT_PAGES.map((p) => p.path),
          QUOTE_PATH,
        ].map((path) => `${DEFAULT_SITE_URL}${localePath(locale, path)}`),
      ).sort(),
    );
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`);
  });

  test("the favicon set and web manifest resolve", async ({ page, request }) => {
    await visit(page, "/");
    const hrefs = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.short_name).toBe(site.name);
    for (const icon of manifest.icons)
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });

  test("titles follow the 'Page | Company' template", () => {
    expect(ROUTES.find((r) => r.path === "/services")?.title).toBe(
      `${readContent("services/page").meta.title} | ${site.name}`,
    );
  });
});
