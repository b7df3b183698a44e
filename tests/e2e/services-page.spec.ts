import type { Locator, Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, test, visit, waitForScrollToSettle } from "./fixtures";

const solutionsContent = readContent("services/solutions");
/** What every solution card toggle's name starts with ("Details:"), before the card's heading. */
const toggleStart = solutionsContent.toggleLabel.split("{")[0]?.trim() ?? "";
const machineryContent = readContent("services/machinery");
const certifications = readContent("services/certifications");
const quality = readContent("services/quality-control");
const supplyChain = readContent("services/supply-chain");
const community = readContent("services/community");
const sustainability = readContent("services/sustainability");

/** Blocks alternate sides, each sliding in from its own side. */
const alternating = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 2 === 0 ? "fade-right" : "fade-left"));

/** The page section whose `h2` reads `name`. */
function section(page: Page, name: string) {
  return page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { level: 2, name }) })
    .last();
}

const solutions = (page: Page) => section(page, solutionsContent.heading);
const machinery = (page: Page) => page.locator('section[aria-labelledby="machinery-title"]');

/** Opacity of a card's text, which is always in the document but shown only when open. */
function textOpacity(page: Page, index: number): Promise<string> {
  return solutions(page)
    .locator("article")
    .nth(index)
    .locator("p")
    .evaluate((p) => getComputedStyle(p.parentElement as Element).opacity);
}

test("shows every section of the services page with its cards, machines and lists", async ({
  page,
}) => {
  await visit(page, "/services");
  await expect(page.locator("h1")).toHaveText("Our Services");
  await expect(solutions(page).getByRole("heading", { level: 3 })).toHaveText(
    solutionsContent.items.map((card) => card.heading),
  );
  await expect(machinery(page).getByRole("heading", { level: 3 })).toHaveText(
    machineryContent.items.map((machine) => machine.heading),
  );
  await expect(machinery(page).locator("img")).toHaveCount(machineryContent.items.length);
  for (const [index, machine] of machineryContent.items.entries())
    await expect(machinery(page).locator("img").nth(index)).toHaveAttribute(
      "alt",
      machine.image.alt,
    );

  await expect(section(page, certifications.heading).getByRole("heading", { level: 3 })).toHaveText(
    certifications.items.map((item) => item.heading),
  );
  const qualitySection = section(page, quality.heading);
  await expect(qualitySection).toContainText(quality.figure.value);
  await expect(qualitySection).toContainText(quality.figure.label);
  await expect(qualitySection.locator("ol > li")).toContainText(quality.items);

  const supply = section(page, supplyChain.heading);
  for (const block of supplyChain.items) await expect(supply).toContainText(block.eyebrow);
  await expect(supply.locator("dt")).toHaveText(
    supplyChain.items.flatMap((block) => block.items.map((point) => point.heading)),
  );
  const reveals = await supply
    .locator("[data-reveal]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-reveal")));
  expect(reveals).toEqual(alternating(supplyChain.items.length));

  const communitySection = page.locator(`section#${community.id}`);
  await expect(communitySection.getByRole("heading", { level: 2 })).toHaveText(community.heading);
  await expect(communitySection.getByRole("heading", { level: 3 })).toHaveText(
    community.items.map((card) => card.heading),
  );
  await expect(communitySection).toContainText(community.text);

  const sustainabilitySection = section(page, sustainability.heading);
  await expect(sustainabilitySection.getByRole("listitem")).toHaveCount(
    sustainability.items.length,
  );
  await expect(sustainabilitySection.getByRole("heading", { level: 3 })).toHaveText(
    sustainability.items.map((item) => item.heading),
  );
});

test.describe("OEM and ODM cards with a mouse and a keyboard", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "hover needs a mouse");
  });

  test("hovering a card shows its text over the picture; leaving hides it", async ({ page }) => {
    await visit(page, "/services");
    const card = solutions(page).locator("article").nth(1);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => textOpacity(page, 1)).toBe("0");
    await card.hover();
    await expect(card).toHaveAttribute("data-open", "");
    await expect.poll(() => textOpacity(page, 1)).toBe("1");
    await page.mouse.move(5, 5);
    await expect.poll(() => textOpacity(page, 1)).toBe("0");
  });

  test("keyboard focus opens a card, Enter folds it, moving on opens the next", async ({
    page,
  }) => {
    await visit(page, "/services");
    await page
      .getByRole("navigation", { name: /breadcrumb/i })
      .getByRole("link")
      .focus();
    await page.keyboard.press("Tab");
    const toggles = solutions(page).getByRole("button", { name: toggleStart });
    await expect(toggles.first()).toBeFocused();
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => textOpacity(page, 0)).toBe("1");
    await page.keyboard.press("Enter");
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => textOpacity(page, 0)).toBe("0");
    await page.keyboard.press("Enter");
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(toggles.nth(1)).toBeFocused();
    await expect(toggles.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "false");
  });
});

test("a tap opens a card and a second tap folds it", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the phone project has a touch screen");
  await visit(page, "/services");
  const toggle = solutions(page).getByRole("button", { name: toggleStart }).nth(2);
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => textOpacity(page, 2)).toBe("1");
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => textOpacity(page, 2)).toBe("0");
});

test("without JavaScript every card shows its text and no dead toggle", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/services");
  for (let i = 0; i < solutionsContent.items.length; i++)
    expect(await textOpacity(page, i)).toBe("1");
  await expect(solutions(page).getByRole("button")).toHaveCount(0);
  await context.close();
});

/** Where the machinery section starts in the page and how far its row travels sideways. */
function pinGeometry(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('section[aria-labelledby="machinery-title"]');
    const track = el?.querySelector("ul");
    const spacer = el?.parentElement;
    if (!el || !track || !spacer) throw new Error("machinery section missing");
    return {
      start: spacer.getBoundingClientRect().top + window.scrollY,
      travel: track.scrollWidth - (track.parentElement?.clientWidth ?? 0),
    };
  });
}

const sectionTop = (page: Page) =>
  machinery(page).evaluate((el) => Math.round(el.getBoundingClientRect().top));
const firstCardLeft = (page: Page) =>
  machinery(page)
    .locator("li")
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().left));

async function jumpTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

test("on a wide screen the machinery pins below the bar while its row moves, then lets go", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "pins from 1024 px");
  await visit(page, "/services");
  await expect(machinery(page)).toHaveAttribute("data-pinned", "");
  const { start, travel } = await pinGeometry(page);
  expect(travel).toBeGreaterThan(300);

  await jumpTo(page, start + travel * 0.25);
  await expect.poll(() => sectionTop(page)).toBe(0);
  await expect(machinery(page).getByRole("heading", { level: 2 })).toBeInViewport();
  const early = await firstCardLeft(page);

  await jumpTo(page, start + travel * 0.75);
  await expect.poll(() => sectionTop(page)).toBe(0);
  await expect.poll(async () => early - (await firstCardLeft(page))).toBeGreaterThan(travel * 0.4);
  // The last machine has come into view by the end of the pin.
  await jumpTo(page, start + travel);
  await expect(machinery(page).locator("li").last()).toBeInViewport({ ratio: 0.95 });

  await jumpTo(page, start + travel + 400);
  await expect.poll(() => sectionTop(page)).toBeLessThan(-300);
});

test("on a phone the machinery is a plain row that swipes; the page scroll does not move it", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone-sized screen");
  await visit(page, "/services");
  const row = machinery(page).getByRole("region", { name: machineryContent.listLabel });
  await row.scrollIntoViewIfNeeded();
  await expect(machinery(page)).not.toHaveAttribute("data-pinned", "");
  expect(await row.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain("x");
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await row.evaluate((el) => el.scrollBy({ left: 400, behavior: "instant" }));
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectRowStill(page, row);
});

/** Scrolling the page leaves the row where it is (no scroll-linked transform). */
async function expectRowStill(page: Page, row: Locator): Promise<void> {
  await page.evaluate(() => window.scrollBy({ top: 200, behavior: "instant" }));
  await waitForScrollToSettle(page);
  expect(await row.locator("ul").evaluate((el) => getComputedStyle(el).transform)).toBe("none");
}

test("with reduced motion the machinery does not pin and stays a scrollable row", async ({
  browser,
}) => {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await visit(page, "/services");
  const row = machinery(page).getByRole("region", { name: machineryContent.listLabel });
  await row.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(machinery(page)).not.toHaveAttribute("data-pinned", "");
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectRowStill(page, row);
  await context.close();
});

test("the community anchor (/services#…) still lands below the bar when the page's code arrives late and pins", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "pins from 1024 px");
  // Hold the page's code back, as on a slow connection: the pin starts after the browser's landing.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await visit(page, `/services#${community.id}`);
  await expect(machinery(page)).toHaveAttribute("data-pinned", "", { timeout: 10_000 });
  const gap = () =>
    page.evaluate((id) => {
      const bar = document.querySelector("header[data-site-header]")?.getBoundingClientRect();
      const target = document.getElementById(id)?.getBoundingClientRect();
      return bar && target ? Math.round(target.top - bar.bottom) : Number.NaN;
    }, community.id);
  // Coming from above, the gap shrinks towards its end point: judge it once the page is still.
  await expect.poll(gap, { timeout: 10_000 }).toBeLessThanOrEqual(40);
  await waitForScrollToSettle(page);
  expect(await gap()).toBeGreaterThanOrEqual(0);
  expect(await gap()).toBeLessThanOrEqual(40);
});

test("leaving the page while the machinery is pinned goes cleanly to the next page", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "pins from 1024 px");
  await visit(page, "/services");
  await expect(machinery(page)).toHaveAttribute("data-pinned", "");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Careers" })
    .click();
  await expect(page).toHaveURL("/careers");
  await expect(page.locator("h1")).toHaveText("Careers");
});
