import type { Page } from "@playwright/test";
import { expect, test, visit, waitForScrollToSettle } from "./fixtures";

// The services content module imports its pictures, which Playwright cannot load; the texts below
// are the specification's own terms.

/** The page section whose `h2` matches `name`. */
function section(page: Page, name: RegExp) {
  return page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { level: 2, name }) })
    .last();
}

const solutions = (page: Page) => section(page, /OEM and ODM solutions/);
const machinery = (page: Page) => page.locator('section[aria-labelledby="machinery-title"]');

/** Opacity of a card's text, which is always in the document but shown only when open. */
function textOpacity(page: Page, index: number): Promise<string> {
  return solutions(page)
    .locator("article")
    .nth(index)
    .locator("p")
    .evaluate((p) => getComputedStyle(p.parentElement as Element).opacity);
}

test("shows every section of the services page with the specification's facts", async ({
  page,
}) => {
  await visit(page, "/services");
  await expect(page.locator("h1")).toHaveText("Our Services");
  await expect(solutions(page).getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(machinery(page).getByRole("heading", { level: 3 })).toHaveCount(8);
  await expect(machinery(page)).toContainText("80 to 250 tons");
  await expect(machinery(page)).toContainText("4500 Tonne Forging Press");
  await expect(machinery(page)).toContainText("In-House Tool Room");
  await expect(machinery(page).locator("img")).toHaveCount(8);

  await expect(section(page, /Audited/).getByRole("heading", { level: 3 })).toHaveText([
    "Amfori BSCI",
    "ISO",
    "SCAN",
    "SMETA Pillar 4",
  ]);
  const quality = section(page, /Quality/);
  await expect(quality).toContainText("100+");
  await expect(quality).toContainText("quality checks");

  const supply = section(page, /line to your market/);
  for (const category of ["Logistics", "Production", "Market Reach"])
    await expect(supply).toContainText(category);
  await expect(supply.locator("dt")).toHaveText([
    "Ex-Works",
    "Free on Board",
    "Made-To-Order",
    "Made-To-Stock",
    "Special economic zone",
    "Three major seaports nearby",
  ]);
  await expect(supply).toContainText("all global regions");
  // Blocks alternate sides and slide in from their own side.
  const reveals = await supply
    .locator("[data-reveal]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-reveal")));
  expect(reveals).toEqual(["fade-right", "fade-left", "fade-right"]);

  const community = page.locator("section#empowering");
  await expect(community.getByRole("heading", { level: 2 })).toHaveText(/Empowering communities/);
  await expect(community.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(community).toContainText("60%");

  const sustainability = section(page, /Sustainability/);
  await expect(sustainability.getByRole("listitem")).toHaveCount(5);
  await expect(sustainability.getByRole("listitem").first()).toContainText(
    "Zero-discharge operation",
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
    const toggles = solutions(page).getByRole("button", { name: /^Details:/ });
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
  const toggle = solutions(page)
    .getByRole("button", { name: /^Details:/ })
    .nth(2);
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
  for (let i = 0; i < 4; i++) expect(await textOpacity(page, i)).toBe("1");
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

test("on a phone the machinery is a plain row that swipes, without loading GSAP", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone-sized screen");
  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  await visit(page, "/services");
  const row = machinery(page).getByRole("region", { name: "Our machinery" });
  await row.scrollIntoViewIfNeeded();
  await expect(machinery(page)).not.toHaveAttribute("data-pinned", "");
  expect(await row.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain("x");
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await row.evaluate((el) => el.scrollBy({ left: 400, behavior: "instant" }));
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/(gsap|ScrollTrigger)-[\w-]+\.js$/.test(url))).toEqual([]);
});

test("with reduced motion the machinery does not pin and stays a scrollable row", async ({
  browser,
}) => {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  await visit(page, "/services");
  const row = machinery(page).getByRole("region", { name: "Our machinery" });
  await row.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(machinery(page)).not.toHaveAttribute("data-pinned", "");
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(scripts.filter((url) => /\/(gsap|ScrollTrigger)-[\w-]+\.js$/.test(url))).toEqual([]);
  await context.close();
});

test("/services#empowering still lands below the bar when GSAP arrives late and pins", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "pins from 1024 px");
  // Hold GSAP back until the hash scroll has started, as on a slow connection.
  await page.route(/\/(gsap|ScrollTrigger)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await visit(page, "/services#empowering");
  await expect(machinery(page)).toHaveAttribute("data-pinned", "", { timeout: 10_000 });
  const gap = () =>
    page.evaluate(() => {
      const bar = document.querySelector("header[data-site-header]")?.getBoundingClientRect();
      const target = document.getElementById("empowering")?.getBoundingClientRect();
      return bar && target ? Math.round(target.top - bar.bottom) : Number.NaN;
    });
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
