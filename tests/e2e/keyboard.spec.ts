import type { Page } from "@playwright/test";
import {
  KEY_ATTR,
  markTabbables,
  probeFocus,
  scrollThrough,
  stubThirdPartyFrames,
} from "./a11y-helpers";
import { expect, ROUTES, test, visit } from "./fixtures";

/** Far more presses than any page has stops; reaching it means focus never came back round. */
const MAX_PRESSES = 400;

interface Walk {
  /** Keys (see KEY_ATTR) in the order Tab reached them; null for elements nobody expected. */
  order: (string | null)[];
  problems: string[];
  /** Whether Tab came back round to the first stop. */
  isCycle: boolean;
}

/** Presses Tab from the top of the page until focus comes back to the first stop. */
async function walk(page: Page): Promise<Walk> {
  const order: (string | null)[] = [];
  const problems: string[] = [];
  for (let i = 0; i < MAX_PRESSES; i++) {
    await page.keyboard.press("Tab");
    const probe = await page.evaluate(probeFocus, KEY_ATTR);
    // Between the last stop and the first, focus rests on the document itself.
    if (!probe) continue;
    if (order.length > 0 && probe.key !== null && probe.key === order[0])
      return { order, problems, isCycle: true };
    order.push(probe.key);
    if (probe.key === null) problems.push(`unexpected stop: ${probe.description}`);
    // A framed page (the map, the player) draws its own focus ring inside the frame.
    const isFrame = probe.description.startsWith("iframe");
    for (const problem of probe.problems)
      if (!isFrame || !problem.startsWith("no focus indicator"))
        problems.push(`${probe.description}: ${problem}`);
  }
  return { order, problems, isCycle: false };
}

for (const { path } of ROUTES) {
  test(`Tab reaches every control on ${path} with a visible focus ring, and comes back round`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await stubThirdPartyFrames(page);
    await visit(page, path);
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // Exclusions come from the page's own state, each by design: the mobile menu's links while it
    // is closed are `hidden`; the services machinery row is tabindex -1 while pinned (>= 1024 px),
    // where the page scroll moves it; the desktop links are display:none on small screens. The
    // marking skips all of those because they are hidden, inert or taken out of the Tab order.
    const expected = await page.evaluate(markTabbables, KEY_ATTR);
    expect(expected.length).toBeGreaterThan(5);
    // A strip's "previous" arrow starts disabled and becomes a stop once Tab reaches a later
    // slide's link or Add to quote (the strip scrolls to it): expected, though not at the start.
    await page.evaluate((attr) => {
      document.querySelectorAll("button:disabled").forEach((button, i) => {
        button.setAttribute(attr, `enabled-later-${i}`);
      });
    }, KEY_ATTR);

    const { order, problems, isCycle } = await walk(page);
    expect(isCycle, "Tab comes back to the first stop (no keyboard trap)").toBe(true);
    expect(problems).toEqual([]);
    const reached = new Set(order);
    // Likewise a strip's "next" arrow is disabled once Tab has walked the strip to its end.
    const disabledNow = new Set(
      await page.evaluate(
        (attr) =>
          [...document.querySelectorAll("button:disabled")].map((b) => b.getAttribute(attr)),
        KEY_ATTR,
      ),
    );
    const missed = expected.filter(
      (_, i) => !reached.has(String(i)) && !disabledNow.has(String(i)),
    );
    expect(missed, "elements Tab never reached").toEqual([]);
    expect(order[0], "the skip link is the first stop").toBe("0");
    await expect(page.locator(`[${KEY_ATTR}="0"]`)).toHaveAttribute("href", "#main");

    // Focus is back on the skip link: it moves focus to the main content.
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });
}
