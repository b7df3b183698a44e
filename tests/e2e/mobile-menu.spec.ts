import { expect, NAV_ITEMS, test, visit } from "./fixtures";

test.describe("mobile menu", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the menu button shows at 1024 px and below");
  });

  test("the button opens a full-screen menu and closes it again", async ({ page }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menuId = await toggle.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(/close menu/i);
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    for (const item of NAV_ITEMS) {
      await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    // The page behind is out of reach (the modal dialog makes it inert): its links take no focus.
    const behind = page.locator("main a[href]").first();
    await behind.evaluate((link: HTMLElement) => link.focus());
    await expect(behind).not.toBeFocused();

    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a link click navigates and closes the menu", async ({ page }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: "Manufacturing Excellence" })
      .click();
    await expect(page).toHaveURL("/manufacturing");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("h1")).toHaveText("Manufacturing Excellence");
    const behind = page.locator("main a[href]").first();
    await behind.evaluate((link: HTMLElement) => link.focus());
    await expect(behind).toBeFocused();
  });

  test("Escape closes it and returns focus to the button; Tab stays inside while open", async ({
    page,
  }) => {
    await visit(page, "/careers");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const insideMenu = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(
          active &&
            (document.getElementById("mobile-menu")?.contains(active) ||
              active.getAttribute("aria-controls") === "mobile-menu"),
        );
      });
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await insideMenu()).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await insideMenu()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('#mobile-menu [aria-current="page"]')).toHaveText("Careers");
  });

  test("the page behind does not scroll while the menu is open", async ({ page }) => {
    await visit(page, "/services");
    await page.getByRole("button", { name: /menu/i }).click();
    const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(overflow).toBe("hidden");
  });
});
