import { expect, NAV_ITEMS, scrollY, test, visit, waitForScrollToSettle } from "./fixtures";

test.describe("desktop navigation", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the inline links show above 1024 px");
  });

  test("every link leads to its page and is the only one marked current", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of NAV_ITEMS) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.to);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item.label);
    }
  });

  test("the logo leads home and the Contact Us button to the contact page", async ({ page }) => {
    await visit(page, "/services");
    await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(page.locator("h1")).toHaveText("Contact Us");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /home page$/ })
      .click();
    await expect(page).toHaveURL("/");
  });

  test("the bar is clear over the hero, changes past 400 px and again at the bottom", async ({
    page,
  }) => {
    await visit(page, "/");
    const header = page.locator("header[data-site-header]");
    const linkColour = () =>
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Services" })
        .evaluate((a) => getComputedStyle(a).color);
    await expect(header).toHaveAttribute("data-tone", "clear");
    expect(await header.evaluate((h) => getComputedStyle(h).backgroundColor)).toBe(
      "rgba(0, 0, 0, 0)",
    );
    const topColour = await linkColour();

    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-tone", "dim");
    await page.evaluate(() => window.scrollTo({ top: 401, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-tone", "solid");
    await expect.poll(linkColour).not.toBe(topColour);
    const solidColour = await linkColour();

    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await expect(header).toHaveAttribute("data-tone", "bottom");
    await expect.poll(linkColour).not.toBe(solidColour);
  });
});

test("following a link scrolls the new page smoothly to the top", async ({ page }) => {
  await visit(page, "/services");
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await waitForScrollToSettle(page);
  expect(await scrollY(page)).toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers", exact: true }).click();
  await expect(page).toHaveURL("/careers");
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
});

test("a skip link is the first stop on the keyboard and moves focus to the main content", async ({
  page,
}) => {
  await visit(page, "/product");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await page.keyboard.press("Tab");
  const focusedInMain = await page.evaluate(() =>
    document.querySelector("main")?.contains(document.activeElement),
  );
  expect(focusedInMain).toBe(true);
});
