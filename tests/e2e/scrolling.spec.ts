import type { Page } from "@playwright/test";
import { expect, scrollY, test, visit, waitForScrollToSettle } from "./fixtures";

/** Distance from the bottom of the fixed bar to the target's top; a small positive gap is right. */
async function gapBelowBar(
  page: import("@playwright/test").Page,
  selector: string,
): Promise<number> {
  return page.evaluate((sel) => {
    const bar = document.querySelector("header[data-site-header]")?.getBoundingClientRect();
    const target = document.querySelector(sel)?.getBoundingClientRect();
    if (!bar || !target) return Number.NaN;
    return target.top - bar.bottom;
  }, selector);
}

/** Waits for the smooth scroll to bring the target just below the bar, and for it to stay there. */
async function expectLandsBelowBar(page: Page, selector: string): Promise<void> {
  const landed = async () => {
    const gap = await gapBelowBar(page, selector);
    return gap >= 0 && gap <= 40;
  };
  // On a busy machine the page's code (and the pin) can start seconds late and the page scrolls again.
  await expect.poll(landed, { timeout: 10_000 }).toBe(true);
  await waitForScrollToSettle(page);
  expect(await landed()).toBe(true);
}

test("the hero button scrolls smoothly to the product range, just below the bar", async ({
  page,
}) => {
  await visit(page, "/");
  await page.getByRole("link", { name: "Explore Our Premium Range" }).click();
  await expect(page).toHaveURL("/#product-range");
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await expectLandsBelowBar(page, "#product-range");
});

test("a category link from another page lands on its section below the bar", async ({ page }) => {
  await visit(page, "/");
  // The product range shows the link in a caption that opens on focus; follow it by keyboard.
  await page.locator('a[href="/product#toys"]').focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/product#toys");
  await expectLandsBelowBar(page, "#toys");
});

for (const target of ["/product#kitchen-gadgets", "/services#empowering"]) {
  test(`opening ${target} directly lands on the section below the bar`, async ({ page }) => {
    await visit(page, target);
    await expectLandsBelowBar(page, `#${target.split("#")[1]}`);
  });
}

test("with reduced motion the page jumps without animating and nothing is hidden", async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await visit(page, "/");
  expect(await page.evaluate(() => document.documentElement.classList.contains("lenis"))).toBe(
    false,
  );
  expect(await page.locator(".is-reveal-pending").count()).toBe(0);
  await page.getByRole("link", { name: "Explore Our Premium Range" }).click();
  // The jump comes after the route's hash delay; the first position that moved is already the
  // end: nothing animated on the way.
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const gap = await gapBelowBar(page, "#product-range");
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(40);
  await context.close();
});

test("content below the fold fades in as it scrolls into view", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the cards start below the fold on a phone");
  await visit(page, "/");
  const card = page.locator("#product-range [data-reveal]").last();
  await expect(card).toHaveClass(/is-reveal-pending/);
  expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect(card).not.toHaveClass(/is-reveal-pending/);
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
});

test("smooth scrolling starts with a mouse at once, on a touch screen at the first wheel", async ({
  page,
}, testInfo) => {
  const lenisRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/lenis-[\w-]+\.js$/.test(request.url())) lenisRequests.push(request.url());
  });
  const hasLenis = () => page.evaluate(() => document.documentElement.classList.contains("lenis"));
  await visit(page, "/");
  if (testInfo.project.name === "desktop") {
    await expect.poll(hasLenis).toBe(true);
    expect(lenisRequests).toHaveLength(1);
    return;
  }
  // A phone: loading, hydrating and touch or scripted scrolling never fetch or start it.
  // Scroll events are dispatched in the rendering step: two frames later they have all been handled.
  await page.evaluate(async () => {
    window.scrollBy(0, 400);
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(await hasLenis()).toBe(false);
  expect(lenisRequests).toEqual([]);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 300);
  await expect.poll(hasLenis).toBe(true);
  expect(lenisRequests).toHaveLength(1);
});
