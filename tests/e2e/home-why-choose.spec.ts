import type { Locator, Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, test, visit } from "./fixtures";
import { site } from "./site";

const whyChoose = readContent("home/why-choose");
/** The slideshow moves on every 5 s, and resumes 500 ms after a window resize. */
const AUTOPLAY_DELAY_MS = 5000;
const RESUME_AFTER_RESIZE_MS = 500;
const slides = whyChoose.items;
const headingName = whyChoose.heading.replaceAll("{company}", site.name);

/** Opens the home page and brings the Why Choose carousel into view, waiting for Embla. */
async function openCarousel(page: Page): Promise<Locator> {
  await visit(page, "/");
  const why = page.locator(
    `section[aria-roledescription="carousel"][aria-label="${whyChoose.carouselLabel}"]`,
  );
  await why.scrollIntoViewIfNeeded();
  await expect(why).toHaveAttribute("data-ready", "");
  return why;
}

/** Distance between a slide's centre and the carousel's centre, in px. */
function offCentre(why: Locator, index: number): Promise<number> {
  return why.evaluate((root, i) => {
    const slide = root.querySelector(`[data-index="${i}"]`)?.getBoundingClientRect();
    const frame = root.getBoundingClientRect();
    if (!slide) return Number.POSITIVE_INFINITY;
    return Math.abs(slide.left + slide.width / 2 - (frame.left + frame.width / 2));
  }, index);
}

const dotName = (i: number) =>
  whyChoose.dotLabel.replace("{n}", String(i + 1)).replace("{name}", slides[i]?.heading ?? "");
/** What every dot's name starts with ("Go to slide"), before its number. */
const dotStart = whyChoose.dotLabel.split("{")[0]?.trim() ?? "";

test("a dot moves its slide to the centre and is marked current", async ({ page }) => {
  const why = await openCarousel(page);
  await expect(why.getByRole("button", { name: dotStart })).toHaveCount(slides.length);
  await expect(why.getByRole("button", { name: dotName(0) })).toHaveAttribute(
    "aria-current",
    "true",
  );
  const dot = why.getByRole("button", { name: dotName(2) });
  await dot.click();
  await expect(dot).toHaveAttribute("aria-current", "true");
  await expect(why.locator('[aria-current="true"]')).toHaveCount(1);
  await expect(why.locator('[data-index="2"]')).toHaveAttribute("data-current", "");
  await expect.poll(() => offCentre(why, 2)).toBeLessThan(2);
});

test("clicking a neighbouring slide brings it to the centre", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "neighbours show from 640 px");
  const why = await openCarousel(page);
  await expect.poll(() => offCentre(why, 0)).toBeLessThan(2);
  // Click the visible part of the next slide (its centre lies outside the frame).
  const point = await why.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    const slide = root.querySelector('[data-index="1"]')?.getBoundingClientRect();
    const right = Math.min(slide?.right ?? 0, frame.right);
    return { x: ((slide?.left ?? 0) + right) / 2, y: (slide?.top ?? 0) + (slide?.height ?? 0) / 2 };
  });
  await page.mouse.click(point.x, point.y);
  await expect(why.locator('[data-index="1"]')).toHaveAttribute("data-current", "");
  await expect(why.getByRole("button", { name: dotName(1) })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect.poll(() => offCentre(why, 1)).toBeLessThan(2);
});

test.describe("autoplay", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the timing is the same at every width");
  });

  test("moves on by itself and pauses on hover and focus", async ({ page }) => {
    await page.clock.install();
    const why = await openCarousel(page);
    await page.mouse.move(0, 0);
    await expect(why).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 100);
    await expect(why.locator('[data-index="1"]')).toHaveAttribute("data-current", "");

    await why.locator('[data-index="1"]').hover();
    await expect(why).toHaveAttribute("data-autoplay", "off");
    await page.clock.runFor(AUTOPLAY_DELAY_MS * 2);
    await expect(why.locator('[data-index="1"]')).toHaveAttribute("data-current", "");

    await page.mouse.move(0, 0);
    await expect(why).toHaveAttribute("data-autoplay", "on");
    await why.getByRole("button", { name: dotName(3) }).focus();
    await expect(why).toHaveAttribute("data-autoplay", "off");
    await page.getByRole("heading", { level: 2, name: headingName }).click();
    await expect(why).toHaveAttribute("data-autoplay", "on");

    // The pause button keeps it paused after the pointer and focus have left.
    const heading = page.getByRole("heading", { level: 2, name: headingName });
    await why.getByRole("button", { name: whyChoose.pauseLabel }).click();
    const play = why.getByRole("button", { name: whyChoose.playLabel });
    await expect(play).toBeVisible();
    await heading.click();
    await expect(why).toHaveAttribute("data-autoplay", "off");
    await play.click();
    await heading.click();
    await expect(why).toHaveAttribute("data-autoplay", "on");
  });

  test("resumes 500 ms after the window is resized", async ({ page }) => {
    await page.clock.install();
    const why = await openCarousel(page);
    await page.mouse.move(0, 0);
    await expect(why).toHaveAttribute("data-autoplay", "on");
    // Stop the page's clock (a little ahead, so a busy machine cannot have passed it already).
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(why).toHaveAttribute("data-autoplay", "off");
    await page.clock.runFor(RESUME_AFTER_RESIZE_MS - 100);
    await expect(why).toHaveAttribute("data-autoplay", "off");
    await page.clock.runFor(200);
    await expect(why).toHaveAttribute("data-autoplay", "on");
  });

  test("is off under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    const why = await openCarousel(page);
    await page.mouse.move(0, 0);
    await expect(why).toHaveAttribute("data-autoplay", "off");
    await expect(why.getByRole("button", { name: whyChoose.pauseLabel })).toHaveCount(0);
    await page.clock.runFor(AUTOPLAY_DELAY_MS * 2 + 500);
    await expect(why.locator('[data-index="0"]')).toHaveAttribute("data-current", "");
    // The dots still work, and jump without animating.
    await why.getByRole("button", { name: dotName(4) }).click();
    await expect(why.locator('[data-index="4"]')).toHaveAttribute("data-current", "");
    await expect.poll(() => offCentre(why, 4)).toBeLessThan(2);
  });
});
