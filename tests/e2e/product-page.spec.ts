import type { Locator, Page } from "@playwright/test";
import { productCategories } from "~/content/categories";
import { productPageText } from "~/content/product-page";
import { expect, test, visit, waitForScrollToSettle } from "./fixtures";

/** The specification's catalogue: the slides each category section shows, in order. */
const SLIDES: Record<string, readonly string[]> = {
  drinkware: [
    "Double Wall Stainless Steel Vacuum Bottles",
    "Stainless Steel Vacuum Tumblers",
    "Plastic Bottles & Glass Refill Jugs",
  ],
  cookware: ["Non-Stick Press", "Ceramic Press", "Forge Non-Stick", "Ceramic Forge"],
  toys: ["Plastic Toys"],
  "kitchen-gadgets": ["Kitchen Gadgets"],
};

/** The product strip of a category: its region, scrolling track and buttons. */
function strip(page: Page, heading: string) {
  const region = page.getByRole("region", { name: productPageText.carouselLabel(heading) });
  return {
    region,
    track: region.locator(":scope > [tabindex='0']"),
    prev: region.getByRole("button", { name: productPageText.previousLabel(heading) }),
    next: region.getByRole("button", { name: productPageText.nextLabel(heading) }),
  };
}

function scrollLeft(track: Locator): Promise<number> {
  return track.evaluate((el) => Math.round(el.scrollLeft));
}

function maxScroll(track: Locator): Promise<number> {
  return track.evaluate((el) => el.scrollWidth - el.clientWidth);
}

/**
 * Where the strip rests once its position has held through 10 rendered frames in a row: frames,
 * not milliseconds, so a busy machine that draws fewer of them cannot end the wait mid-scroll.
 */
function restingScrollLeft(track: Locator): Promise<number> {
  return track.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const check = () => {
          const now = Math.round(el.scrollLeft);
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 10) resolve(now);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Clicks a button once and returns how far the strip moved once it came to rest. */
async function stepOnce(track: Locator, button: Locator): Promise<number> {
  const before = await scrollLeft(track);
  await button.click();
  await expect.poll(() => scrollLeft(track)).not.toBe(before);
  return (await restingScrollLeft(track)) - before;
}

test("shows the gallery and the four category sections with their slides", async ({ page }) => {
  await visit(page, "/product");
  await expect(
    page.getByRole("heading", { level: 2, name: productPageText.galleryHeading }),
  ).toBeVisible();
  const gallery = page.getByRole("region", { name: productPageText.galleryLabel });
  for (const category of productCategories) {
    await expect(gallery.getByRole("heading", { name: category.heading })).toHaveCount(1);
  }

  const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(productCategories.map((c) => c.anchor));

  for (const category of productCategories) {
    const section = page.locator(`section#${category.anchor}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(category.heading);
    const slides = SLIDES[category.id] ?? [];
    const rendered = section.locator('[aria-roledescription="slide"]');
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([...slides]);
    await expect(rendered).toHaveCount(slides.length);
    for (const item of await rendered.all()) {
      const alt = await item.locator("img").getAttribute("alt");
      expect(alt?.length ?? 0).toBeGreaterThan(10);
      await expect(item.locator("dt")).toHaveText(["Capacity", "Materials", "Features"]);
    }
  }
});

test("states the catalogue's sizes and capacities where they belong", async ({ page }) => {
  await visit(page, "/product");
  const drinkware = page.locator("section#drinkware");
  await expect(drinkware).toContainText("4.5 million");
  await expect(drinkware).toContainText("scalable to 12 million");
  for (const text of ["18 to 64 oz", "20, 30, 40 oz", "100 ml to 20 litres", "3 million"])
    await expect(drinkware).toContainText(text);
  const cookware = page.locator("section#cookware");
  for (const text of ["9 million", "45 million", "4.5 to 12 inch", "1 to 6 Qt", "5 to 8 Qt"])
    await expect(cookware).toContainText(text);
  await expect(cookware).toContainText("PFOA and PFAS");
});

test("arrows appear only where a category has more than one slide", async ({ page }) => {
  await visit(page, "/product");
  for (const category of productCategories) {
    const count = SLIDES[category.id]?.length ?? 0;
    const { prev, next } = strip(page, category.heading);
    await expect(prev, category.heading).toHaveCount(count > 1 ? 1 : 0);
    await expect(next, category.heading).toHaveCount(count > 1 ? 1 : 0);
  }
  await expect(page.locator("section#toys").getByRole("button")).toHaveCount(0);
});

test("the arrows are disabled at both ends of a strip", async ({ page }) => {
  await visit(page, "/product");
  const { track, prev, next } = strip(page, "Cookware");
  await track.scrollIntoViewIfNeeded();
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  const max = await maxScroll(track);
  // Loop on the position, not on the buttons: they follow the scroll a frame later, and a click on
  // a button that is about to be disabled would wait for it forever.
  for (let i = 0; i < 10 && (await scrollLeft(track)) < max - 2; i++) await stepOnce(track, next);
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  expect(Math.abs((await scrollLeft(track)) - max)).toBeLessThanOrEqual(2);
  for (let i = 0; i < 10 && (await scrollLeft(track)) > 2; i++) await stepOnce(track, prev);
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect.poll(() => scrollLeft(track)).toBe(0);
});

for (const { width, step } of [
  { width: 1280, step: 1150 },
  { width: 800, step: 700 },
  { width: 375, step: 320 },
]) {
  test(`a click moves the strip ${step} px at ${width} px wide (or to the end)`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own width");
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/product");
    const { track, next } = strip(page, "Cookware");
    await track.scrollIntoViewIfNeeded();
    const max = await maxScroll(track);
    expect(await stepOnce(track, next)).toBe(Math.min(step, max));
  });
}

test("a focused strip scrolls with the arrow keys, and the buttons follow", async ({ page }) => {
  await visit(page, "/product");
  const { track, prev } = strip(page, "Drinkware");
  await track.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scrollLeft(track)).toBeGreaterThan(0);
  await expect(prev).toBeEnabled();
});

test("/product#cookware lands on the cookware section just below the bar", async ({ page }) => {
  await visit(page, "/product#cookware");
  const gap = () =>
    page.evaluate(() => {
      const bar = document.querySelector("header[data-site-header]")?.getBoundingClientRect();
      const target = document.getElementById("cookware")?.getBoundingClientRect();
      return bar && target ? target.top - bar.bottom : Number.NaN;
    });
  await expect.poll(async () => (await gap()) >= 0 && (await gap()) <= 40).toBe(true);
  await waitForScrollToSettle(page);
  expect(await gap()).toBeGreaterThanOrEqual(0);
  expect(await gap()).toBeLessThanOrEqual(40);
});

test.describe("category gallery on a wide screen", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "panels show above 1024 px");
  });

  test("hovering a panel opens its caption, leaving closes it", async ({ page }) => {
    await visit(page, "/product");
    const gallery = page.getByRole("region", { name: productPageText.galleryLabel });
    const panel = gallery.locator("article").nth(1);
    const caption = panel.getByText(productCategories[1]?.subheading ?? "");
    await panel.scrollIntoViewIfNeeded();
    // Closed, the subheading is clipped to 1 px (still read by screen readers); open, it shows.
    const width = () => caption.evaluate((el) => el.getBoundingClientRect().width);
    await expect(panel.getByRole("heading", { name: productCategories[1]?.heading })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(1);
    await panel.hover();
    await expect(panel).toHaveAttribute("data-open", "");
    await expect.poll(width).toBeGreaterThan(50);
    await page.mouse.move(5, 5);
    await expect(panel).not.toHaveAttribute("data-open", "");
    await expect.poll(width).toBeLessThanOrEqual(1);
  });

  test("keyboard focus opens a caption and its link leads to the category", async ({ page }) => {
    await visit(page, "/product");
    const gallery = page.getByRole("region", { name: productPageText.galleryLabel });
    const toggle = gallery.getByRole("button", {
      name: productPageText.galleryToggleLabel("Toys"),
    });
    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const link = gallery.getByRole("link", { name: productPageText.galleryLinkLabel("Toys") });
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/product#toys");
  });
});

test("on a phone the gallery shows one category at a time and wraps around", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the carousel shows at 1024 px and below");
  await visit(page, "/product");
  const gallery = page.getByRole("region", { name: productPageText.galleryLabel });
  const slides = gallery.locator('[aria-roledescription="slide"]');
  const current = gallery.locator('[aria-roledescription="slide"][data-current]');
  await expect(current).toHaveAttribute("aria-label", `1 of ${productCategories.length}`);
  await gallery.getByRole("button", { name: productPageText.prevGalleryLabel }).click();
  await expect(current).toHaveAttribute(
    "aria-label",
    `${productCategories.length} of ${productCategories.length}`,
  );
  const track = gallery.locator(":scope > [tabindex='0']");
  const shown = () => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));
  await expect.poll(shown).toBe(productCategories.length - 1);
  await gallery.getByRole("button", { name: productPageText.nextGalleryLabel }).click();
  await expect(current).toHaveAttribute("aria-label", `1 of ${productCategories.length}`);
  await expect.poll(shown).toBe(0);
  // Every caption is there to read, not only on hover.
  await expect(slides.first().getByText(productCategories[0]?.subheading ?? "")).toBeVisible();
});
