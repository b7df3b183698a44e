import { expect, ROUTES, test, visit } from "./fixtures";
import { site } from "./site";

for (const route of ROUTES) {
  test(`${route.path} renders its title, one h1 and the shared layout, then hydrates without errors`, async ({
    page,
  }) => {
    await visit(page, route.path);
    // Decision 005: the app's code is fetched only once the page has painted (or at the boot's
    // 3 s cap, when the paint is that late).
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 3000,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstScript).toBeGreaterThanOrEqual(Math.min(paint, 3000));
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toContainText(route.h1);
    await expect(page.locator("header[data-site-header]")).toBeVisible();
    await expect(page.locator("main#main")).toBeVisible();
    await expect(page.locator("footer")).toContainText(site.blurb);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(await page.content()).not.toMatch(/lorem ipsum/i);
  });
}
