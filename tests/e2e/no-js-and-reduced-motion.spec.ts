import { scrollThrough } from "./a11y-helpers";
import { expect, ROUTES, test, visit } from "./fixtures";
import { hiddenReveals, unreachableSlides, unreadableText } from "./readable-helpers";

test.describe("JavaScript off", () => {
  for (const { path } of ROUTES) {
    test(`${path} reads in full: every text shown, every slide reachable`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({
        ...testInfo.project.use,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
      // Without scripts nothing reveals or loads on scroll, so no scrolling through is needed.
      // Nothing can open a collapsed panel without scripts, so its text must show as it is.
      expect(await page.evaluate(unreadableText, false)).toEqual([]);
      expect(await page.evaluate(hiddenReveals)).toEqual([]);
      expect(await page.evaluate(unreachableSlides, false)).toEqual([]);
      await context.close();
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const { path } of ROUTES) {
    test(`${path} reads in full, still, with nothing playing by itself`, async ({ page }) => {
      test.setTimeout(90_000);
      await visit(page, path);
      await scrollThrough(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      // A colour change that began with the scroll ends within 0.01 ms; anything longer is motion.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              document
                .getAnimations()
                .filter((a) => a.playState === "running")
                .map(
                  (a) =>
                    `${a.constructor.name} on ${(a.effect as KeyframeEffect)?.target?.className}`,
                ),
            ),
          { message: "animations running after load and a scroll through", timeout: 3000 },
        )
        .toEqual([]);
      // Collapsed panels open on focus or tap (tested in keyboard-controls.spec.ts).
      expect(await page.evaluate(unreadableText, true)).toEqual([]);
      expect(await page.evaluate(hiddenReveals)).toEqual([]);

      if (path === "/") {
        const video = page.locator("section[aria-labelledby='hero-title'] video");
        await expect(video).toHaveJSProperty("paused", true);
        await expect(video.locator("source")).toHaveCount(0);
        const why = page.locator("[aria-roledescription='carousel'][data-autoplay]");
        await expect(why).toHaveAttribute("data-ready", "");
        await expect(why).toHaveAttribute("data-autoplay", "off");
        // No autoplay, so no pause button either.
        await expect(why.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
      }
      // Last: bringing slides in moves the rows (instantly, under reduced motion).
      expect(await page.evaluate(unreachableSlides, true)).toEqual([]);
    });
  }
});
