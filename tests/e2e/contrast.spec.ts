import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { scrollThrough, waitForTransitions } from "./a11y-helpers";
import { markTargets, measureTargets, PROBE_CSS, TARGET_ATTR } from "./contrast-helpers";
import { expect, ROUTES, test, visit } from "./fixtures";

/** The bands whose text sits on pictures, video or gradients: the home hero and the page banners. */
const IMAGE_BANDS = "section[aria-labelledby='hero-title'], section[aria-labelledby='page-title']";

/** Clears the previous marking and marks the text inside `roots` plus the `selectors`. */
async function mark(page: Page, roots: string, selectors: string[] = []): Promise<number> {
  await page.evaluate((attr) => {
    for (const el of document.querySelectorAll(`[${attr}]`)) el.removeAttribute(attr);
  }, TARGET_ATTR);
  return page.evaluate(markTargets, [TARGET_ATTR, roots, selectors] as [string, string, string[]]);
}

/** The elements axe could not decide on for colour contrast (text on images, gradients, overlaps). */
async function undecidedByAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes.map((node) => String(node.target.at(-1))));
}

// The probe styles are injected as inline <style> elements, which the site's Content-Security-Policy
// (style-src 'self') rightly refuses; this spec measures pixels, the policy has its own tests.
test.use({ bypassCSP: true });

for (const { path } of ROUTES) {
  test(`text on ${path} keeps AA contrast against the worst pixel behind it`, async ({ page }) => {
    // Each text is screenshotted on its own; on a busy machine a long page takes a while.
    test.setTimeout(240_000);
    await visit(page, path);
    await scrollThrough(page);
    await page.addStyleTag({ content: PROBE_CSS });
    const failures: string[] = [];

    const undecided = await undecidedByAxe(page);
    const count = await mark(page, IMAGE_BANDS, undecided);
    expect(count, "text found in the bands and axe's undecided nodes").toBeGreaterThan(1);
    failures.push(...(await measureTargets(page, count)));

    // The hero's loop fades in over its poster: measure the poster alone as well.
    if (path === "/") {
      await page.addStyleTag({ content: "[data-site-header] ~ * video { visibility: hidden }" });
      const hero = await mark(page, "section[aria-labelledby='hero-title']");
      failures.push(...(await measureTargets(page, hero, "poster only: ")));
    }

    // Panels and cards whose text rises over their picture when opened (focus opens them).
    const toggles = page.locator("main button[aria-expanded][aria-controls]:visible");
    for (let i = 0; i < (await toggles.count()); i++) {
      const toggle = toggles.nth(i);
      await toggle.focus();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // Measured once the card has finished opening (and the last one closing), not on the way.
      await waitForTransitions(page);
      const id = await toggle.getAttribute("aria-controls");
      const opened = await mark(page, `[id="${id}"]`);
      failures.push(...(await measureTargets(page, opened, `opened ${i + 1}: `)));
      await toggle.blur();
    }

    expect(failures).toEqual([]);
  });
}
