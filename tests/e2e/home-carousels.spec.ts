import type { Locator, Page } from "@playwright/test";
import { readCatalogue, readContent } from "./content";
import { expect, test, visit, waitForScrollToSettle } from "./fixtures";

const highlights = readContent("home/key-highlights");
const ourProcess = readContent("home/our-process");
const productRange = readContent("home/product-range");
/** The range's panels: the catalogue's categories, in their order. */
const rangeItems = readCatalogue().map(({ category }) => category);
/** The process steps, and how the carousel numbers them: '06 / 06'. */
const stepCount = ourProcess.items.length;
const stepOf = (n: number) =>
  `${String(n).padStart(2, "0")} / ${String(stepCount).padStart(2, "0")}`;

function carousel(page: Page, label: string): Locator {
  return page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);
}

/** Whether a slide's left edge lines up with its carousel's frame (it is the one in view). */
function isInView(slide: Locator): Promise<boolean> {
  return slide.evaluate((el) => {
    const frame = el.closest("[aria-roledescription='carousel']")?.getBoundingClientRect();
    return Boolean(frame) && Math.abs(el.getBoundingClientRect().left - (frame?.left ?? 0)) < 2;
  });
}

/** How far a strip has moved (scrolled natively, or moved by the carousel), in px. */
function offset(track: Locator): Promise<number> {
  return track.evaluate((el) =>
    Math.round(
      (el.parentElement?.getBoundingClientRect().left ?? 0) -
        (el.firstElementChild?.getBoundingClientRect().left ?? 0),
    ),
  );
}

test.describe("key highlights", () => {
  test("Previous and Next stay disabled at the ends through a full scroll", async ({ page }) => {
    await visit(page, "/");
    const strip = carousel(page, highlights.stripLabel);
    await strip.scrollIntoViewIfNeeded();
    const track = strip.locator('[tabindex="0"]');
    const prev = strip.getByRole("button", { name: highlights.prevLabel });
    const next = strip.getByRole("button", { name: highlights.nextLabel });
    const scrollLeft = () => offset(track);
    const { step, max } = await track.evaluate((el) => {
      const first = el.firstElementChild?.getBoundingClientRect();
      const last = el.lastElementChild?.getBoundingClientRect();
      return {
        step: (first?.width ?? 0) + 30,
        max: Math.round((last?.right ?? 0) - (first?.left ?? 0) - el.clientWidth),
      };
    });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();

    // The buttons follow the scroll a frame later: loop on the position itself, and wait for the
    // buttons to show each stop's state (a stale "enabled" would have the next click wait forever).
    const expectEdges = async (at: number) => {
      await expect(prev).toBeEnabled({ enabled: at > 2 });
      await expect(next).toBeEnabled({ enabled: at < max - 2 });
    };
    let clicks = 0;
    while ((await scrollLeft()) < max - 2 && clicks < 12) {
      const before = await scrollLeft();
      await next.click();
      clicks++;
      const target = Math.min(before + step, max);
      await expect.poll(async () => Math.abs((await scrollLeft()) - target)).toBeLessThan(2);
      await expectEdges(target);
    }
    expect(clicks).toBeGreaterThanOrEqual(2);
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();

    while ((await scrollLeft()) > 2 && clicks < 24) {
      const before = await scrollLeft();
      await prev.click();
      clicks++;
      // Back from the end, the strip lines up with a card again: the last card start before it.
      const target = Math.max(step * Math.ceil((before - 2) / step - 1), 0);
      await expect.poll(async () => Math.abs((await scrollLeft()) - target)).toBeLessThan(2);
      await expectEdges(target);
    }
    await expect.poll(scrollLeft).toBe(0);
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
  });
});

test.describe("our process", () => {
  test("at 1024 px shows one step at a time and wraps around at both ends", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own widths");
    await page.setViewportSize({ width: 1024, height: 800 });
    await visit(page, "/");
    const steps = carousel(page, ourProcess.carouselLabel);
    await steps.scrollIntoViewIfNeeded();
    const slides = steps.locator('[aria-roledescription="slide"]');
    const prev = steps.getByRole("button", { name: ourProcess.prevLabel });
    const next = steps.getByRole("button", { name: ourProcess.nextLabel });
    await expect(slides).toHaveCount(stepCount);
    await expect(slides.first()).toHaveAttribute("data-current", "");

    await prev.click();
    await expect(slides.last()).toHaveAttribute("data-current", "");
    await expect(steps.getByText(stepOf(stepCount))).toBeVisible();
    await expect.poll(() => isInView(slides.last())).toBe(true);

    await next.click();
    await expect(slides.first()).toHaveAttribute("data-current", "");
    await expect(steps.getByText(stepOf(1))).toBeVisible();
    await expect.poll(() => isInView(slides.first())).toBe(true);

    await next.click();
    await expect(slides.nth(1)).toHaveAttribute("data-current", "");
    await expect.poll(() => isInView(slides.nth(1))).toBe(true);

    // It follows the window: a narrower window keeps the same step in view.
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(() => isInView(slides.nth(1))).toBe(true);
    await expect(slides.nth(1)).toHaveAttribute("data-current", "");
    await expect(page.locator("[data-pin-box] > section")).not.toHaveAttribute("data-pinned", "");

    // Wider than 1024 px the buttons give way to the pinned strip.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(next).toBeHidden();
    await expect(page.locator("[data-pin-box] > section")).toHaveAttribute("data-pinned", "");
  });

  test("above 1024 px the section pins while the page scroll moves the strip step by step", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "pinning needs a wide window");
    // Scroll-driven animation on a shared 2-core machine: give the settling waits room.
    test.setTimeout(60_000);
    await visit(page, "/");
    const section = page.locator("[data-pin-box] > section");
    await expect(section).toHaveAttribute("data-pinned", "");
    const travel = await section.evaluate((el, count) => {
      const track = el.querySelector<HTMLElement>(
        '[tabindex="0"]:has(> [aria-roledescription="slide"])',
      );
      const card = track?.firstElementChild?.getBoundingClientRect().width ?? 0;
      return (card + 400) * (count - 1);
    }, stepCount);
    expect(travel).toBeGreaterThan(2000);
    const jump = (top: number) =>
      page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    // Where the strip's box starts in the page. The sections above it are laid out as they come
    // near the window (content-visibility), so it is known for sure once the page has been there.
    const startNow = () =>
      section.evaluate(
        (el) => (el.parentElement?.getBoundingClientRect().top ?? 0) + window.scrollY,
      );
    await expect
      .poll(async () => {
        const before = await startNow();
        await jump(before - 200);
        return Math.abs((await startNow()) - before);
      })
      .toBeLessThan(1);
    const start = await startNow();
    const state = () =>
      section.evaluate((el) => {
        const track = el.querySelector<HTMLElement>(
          '[tabindex="0"]:has(> [aria-roledescription="slide"])',
        );
        const x = track ? new DOMMatrix(getComputedStyle(track).transform).m41 : Number.NaN;
        return { top: Math.round(el.getBoundingClientRect().top), x, y: window.scrollY };
      });

    // Scroll into the section with the wheel, as a visitor would.
    await jump(start - 200);
    await page.mouse.move(640, 400);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 250);
    await expect.poll(async () => (await state()).top, { message: "pinned at the top" }).toBe(0);
    // When the scrolling stops the strip snaps to a step: (card + 400 px) per step.
    const stepPx = travel / (stepCount - 1);
    const offStep = async () => {
      const { y, x } = await state();
      const progress = y - start;
      const k = Math.round(progress / stepPx);
      return { k, off: Math.abs(progress - k * stepPx), drift: Math.abs(x + progress) };
    };
    // The snap is an animated scroll and the strip follows it through the scrub, so on a busy
    // machine both take a while: wait until the page rests on a step with the strip caught up.
    // Should it rest on the first step (the wheel events may reach a starved page late), a
    // visitor would scroll on by a step, and so does the test.
    await expect
      .poll(
        async () => {
          const { k, off, drift } = await offStep();
          const isRestingOnStep = off < 2 && drift < 2;
          if (isRestingOnStep && k < 1) await page.mouse.wheel(0, stepPx);
          return isRestingOnStep && k >= 1;
        },
        { timeout: 20_000, message: "snapped to a later step, the strip moved with the scroll" },
      )
      .toBe(true);
    const snapped = await offStep();
    expect(snapped.k).toBeLessThan(stepCount - 1);
    expect((await state()).top).toBe(0);

    // A smooth-scroll or snap animation still settling may carry the page back once; scroll
    // past the section again until the page stays there, as a visitor scrolling on would.
    await expect
      .poll(
        async () => {
          await jump(start + travel + 300);
          return (await state()).top;
        },
        { timeout: 10_000, message: "released" },
      )
      .toBe(-300);
    await expect
      .poll(async () => Math.abs((await state()).x + travel), { message: "strip at its end" })
      .toBeLessThan(2);
  });

  test("opening /#product-range lands on the range even when the pin arrives late", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "pinning needs a wide window");
    // A slow network for the page's code: the pin must not push the target away when it starts.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await visit(page, "/#product-range");
    await expect(page.locator("[data-pin-box] > section")).toHaveAttribute("data-pinned", "", {
      timeout: 10_000,
    });
    const gap = () =>
      page.evaluate(() => {
        const bar = document.querySelector("header[data-site-header]")?.getBoundingClientRect();
        const target = document.getElementById("product-range")?.getBoundingClientRect();
        return bar && target ? Math.round(target.top - bar.bottom) : Number.NaN;
      });
    // Coming from above, the gap shrinks towards its end point: judge it once the page is still.
    await expect.poll(gap, { timeout: 10_000 }).toBeLessThanOrEqual(40);
    await waitForScrollToSettle(page);
    expect(await gap()).toBeGreaterThanOrEqual(0);
    expect(await gap()).toBeLessThanOrEqual(40);
  });

  test("under reduced motion the wide layout is a plain grid, never pinned", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "pinning needs a wide window");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    const section = page.locator("[data-pin-box] > section");
    await section.scrollIntoViewIfNeeded();
    await expect(section).not.toHaveAttribute("data-pinned", "");
    const track = section.locator('[tabindex="0"]:has(> [aria-roledescription="slide"])');
    await expect(track).toHaveCSS("display", "grid");
    const box = await section.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1280);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("product range", () => {
  test("wide: hovering, focusing or clicking a panel opens its caption", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "panels show above 1024 px");
    await visit(page, "/");
    const range = page.locator("#product-range");
    const panels = range.locator("article");
    await panels.first().scrollIntoViewIfNeeded();
    // Headings label every panel; the details open with it (closed, they are clipped to 1 px).
    const detailsWidth = (i: number) =>
      panels
        .nth(i)
        .locator("h3 + p")
        .evaluate((el) => el.getBoundingClientRect().width);
    await expect(panels.nth(1).locator("h3")).toBeVisible();
    expect(await detailsWidth(1)).toBeLessThanOrEqual(1);
    await expect(range.locator("[data-open]")).toHaveCount(0);

    await panels.nth(1).hover();
    await expect(panels.nth(1)).toHaveAttribute("data-open", "");
    await expect(range.locator("[data-open]")).toHaveCount(1);
    await expect.poll(() => detailsWidth(1)).toBeGreaterThan(50);
    expect(await detailsWidth(0)).toBeLessThanOrEqual(1);

    await page.mouse.move(5, 5);
    await expect(range.locator("[data-open]")).toHaveCount(0);

    const toggle = panels.nth(2).getByRole("button");
    await toggle.focus();
    await expect(panels.nth(2)).toHaveAttribute("data-open", "");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.blur();
    await expect(range.locator("[data-open]")).toHaveCount(0);

    const item = rangeItems[3];
    await panels.nth(3).getByRole("button").click();
    await expect(panels.nth(3)).toHaveAttribute("data-open", "");
    await panels.nth(3).getByRole("link", { name: item?.rangeLink }).click();
    await expect(page).toHaveURL(`/product#${item?.id}`);
  });

  test("narrow: one item at a time with its number, wrapping at both ends", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the carousel shows at 1024 px and below");
    await visit(page, "/");
    const gallery = carousel(page, productRange.galleryLabel);
    await gallery.scrollIntoViewIfNeeded();
    const slides = gallery.locator('[aria-roledescription="slide"]');
    const count = rangeItems.length;
    await expect(slides).toHaveCount(count);
    for (const [i, item] of rangeItems.entries()) {
      await expect(slides.nth(i)).toContainText(String(i + 1).padStart(2, "0"));
      await expect(slides.nth(i)).toContainText(item.heading);
      await expect(slides.nth(i)).toContainText(item.rangeText);
    }
    const first = slides.first();
    await expect(first).toHaveAttribute("data-current", "");
    // Shown means lined up with the track: the page around it may still move (a pin set up late
    // above the gallery shifts it down), which is not what this test is about.
    await expect.poll(() => isInView(first)).toBe(true);

    await gallery.getByRole("button", { name: productRange.prevLabel }).click();
    await expect(slides.last()).toHaveAttribute("data-current", "");
    await expect(gallery.getByText(`0${count} / 0${count}`)).toBeVisible();
    await expect.poll(() => isInView(slides.last())).toBe(true);

    await gallery.getByRole("button", { name: productRange.nextLabel }).click();
    await expect(first).toHaveAttribute("data-current", "");
    await expect.poll(() => isInView(first)).toBe(true);
  });
});
