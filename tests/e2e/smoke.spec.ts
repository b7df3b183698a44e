import { expect, ROUTES, test, visit } from "./fixtures";
import { site } from "./site";

for (const route of ROUTES) {
  test(`${route.path} renders its title, one h1 and the shared layout without errors`, async ({
    page,
  }) => {
    await visit(page, route.path);
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
