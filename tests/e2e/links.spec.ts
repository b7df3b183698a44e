import { expect, ROUTES, test } from "./fixtures";

test.describe("links and images", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the markup is the same at every width");
  });

  test("every internal link on every page leads to a real page and anchor", async ({
    page,
    request,
  }) => {
    const checked = new Set<string>();
    for (const route of [...ROUTES.map((r) => r.path), "/missing"]) {
      await page.goto(route);
      // Same-page anchors (the skip link) must exist here.
      const missingLocal = await page
        .locator('a[href^="#"]')
        .evaluateAll((links) =>
          links
            .map((a) => a.getAttribute("href") ?? "")
            .filter((h) => !document.getElementById(h.slice(1))),
        );
      expect(missingLocal, `anchors missing on ${route}`).toEqual([]);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        if (checked.has(href)) continue;
        checked.add(href);
        const [path = "/", hash] = href.split("#");
        const response = await request.get(path);
        expect(response.status(), `${href} (linked from ${route})`).toBe(200);
        if (hash) {
          const html = await response.text();
          expect(html, `#${hash} exists on ${path} (linked from ${route})`).toContain(
            `id="${hash}"`,
          );
        }
      }
    }
    expect(checked.size).toBeGreaterThan(10);
  });

  test("every image on every page has alt text and an intrinsic size", async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path);
      const problems = await page
        .locator("img")
        .evaluateAll((images) =>
          images
            .filter(
              (img) =>
                !img.hasAttribute("alt") ||
                !img.getAttribute("width") ||
                !img.getAttribute("height"),
            )
            .map((img) => img.outerHTML.slice(0, 120)),
        );
      expect(problems, route.path).toEqual([]);
      const unlabelledSvgs = await page
        .locator("svg:not([aria-hidden='true']):not([role='img'])")
        .evaluateAll((svgs) => svgs.map((svg) => svg.outerHTML.slice(0, 80)));
      expect(unlabelledSvgs, route.path).toEqual([]);
    }
  });
});
