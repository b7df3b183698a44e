import type { Page } from "@playwright/test";
import { stubThirdPartyFrames } from "./a11y-helpers";
import { readCatalogue, readContent } from "./content";
import { expect, test, visit } from "./fixtures";

const navigation = readContent("layout/navigation").assistive;
const factoryVideo = readContent("home/factory-video");
const highlights = readContent("home/key-highlights");
const ourProcess = readContent("home/our-process");
const productRange = readContent("home/product-range");
const whyChoose = readContent("home/why-choose");

/** `text` matched literally inside a pattern. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function carousel(page: Page, label: string) {
  return page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);
}

test("carousel buttons answer Enter and Space and announce the new position", async ({
  page,
}, testInfo) => {
  await visit(page, "/");
  const strip = carousel(page, highlights.stripLabel);
  const stripNews = strip.locator('[aria-live="polite"]');
  await strip.getByRole("button", { name: highlights.nextLabel }).focus();
  await page.keyboard.press("Enter");
  // "<strip name>: 2 of 6", or "2 to 3 of 6" where two cards show.
  const stripAt = (n: number) =>
    new RegExp(
      `^${escapeRegExp(highlights.stripLabel)}: ${n}( to \\d)? of ${highlights.items.length}$`,
    );
  await expect(stripNews).toHaveText(stripAt(2));
  await page.keyboard.press("Space");
  await expect(stripNews).toHaveText(stripAt(3));

  const why = carousel(page, whyChoose.carouselLabel);
  await why.scrollIntoViewIfNeeded();
  await expect(why).toHaveAttribute("data-ready", "");
  const third = whyChoose.items[2]?.heading ?? "";
  await why
    .getByRole("button", {
      name: whyChoose.dotLabel.replace("{n}", "3").replace("{name}", third),
    })
    .focus();
  await page.keyboard.press("Enter");
  const slideCount = whyChoose.items.length;
  // "Slide 3 of 5: <name>", one message in the page's language.
  const news = whyChoose.slideNews
    .replace("{n}", "3")
    .replace("{count}", String(slideCount))
    .replace("{name}", third);
  await expect(why.locator('[aria-live="polite"]')).toHaveText(news);
  await expect(why.locator('[aria-roledescription="slide"][data-current]')).toHaveAttribute(
    "aria-label",
    `3 of ${slideCount}`,
  );

  // Wider than 1024 px the process is a pinned row without buttons.
  if (testInfo.project.name !== "mobile") return;
  const steps = carousel(page, ourProcess.carouselLabel);
  const stepNews = steps.locator('[aria-live="polite"]');
  const next = steps.getByRole("button", { name: ourProcess.nextLabel });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(stepNews).toHaveText(`${ourProcess.carouselLabel}: 2 of ${ourProcess.items.length}`);
  await page.keyboard.press("Space");
  await expect(stepNews).toHaveText(`${ourProcess.carouselLabel}: 3 of ${ourProcess.items.length}`);
  await steps.getByRole("button", { name: ourProcess.prevLabel }).focus();
  await page.keyboard.press("Enter");
  await expect(stepNews).toHaveText(`${ourProcess.carouselLabel}: 2 of ${ourProcess.items.length}`);
  await expect(steps.locator('[aria-roledescription="slide"][data-current]')).toHaveAttribute(
    "aria-label",
    `2 of ${ourProcess.items.length}`,
  );
});

test("a product range panel opens when Tab reaches it and closes when Tab leaves", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the panels open on focus above 1024 px");
  await visit(page, "/");
  const gallery = carousel(page, productRange.galleryLabel);
  const [first, second] = readCatalogue().map(({ category }) => category);
  const toggle = (heading = "") =>
    gallery.getByRole("button", { name: productRange.toggleLabel.replace("{name}", heading) });
  await gallery.scrollIntoViewIfNeeded();
  await toggle(first?.heading).focus();
  await expect(toggle(first?.heading)).toHaveAttribute("aria-expanded", "true");
  // On through the open panel's links (its products' pages and the category) to the next toggle.
  for (
    let i = 0;
    i < 12 && !(await toggle(second?.heading).evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press("Tab");
  await expect(toggle(second?.heading)).toBeFocused();
  await expect(toggle(second?.heading)).toHaveAttribute("aria-expanded", "true");
  await expect(toggle(first?.heading)).toHaveAttribute("aria-expanded", "false");
});

test("an OEM/ODM card opens on keyboard focus and Enter toggles it", async ({ page }) => {
  await visit(page, "/services");
  // The services module imports its pictures, which Playwright cannot load: the card's own name.
  const toggle = page.getByRole("button", { name: "Details: Product Design (ODM)" });
  await toggle.scrollIntoViewIfNeeded();
  await toggle.focus();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("the menu opens with Enter, takes Tab inside and closes with Escape", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the menu button shows at 1024 px and below");
  await visit(page, "/services");
  // Its name changes from "Open menu" to "Close menu": find it by what stays.
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await expect(toggle).toHaveAccessibleName(navigation.openMenu);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveAccessibleName(navigation.closeMenu);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#mobile-menu")))).toBe(
    true,
  );
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("the factory video starts with Enter and focus moves into the player", async ({ page }) => {
  await stubThirdPartyFrames(page);
  await visit(page, "/");
  const play = page.getByRole("button", { name: factoryVideo.playLabel });
  await play.scrollIntoViewIfNeeded();
  await play.focus();
  await page.keyboard.press("Enter");
  const player = page.locator(`iframe[title="${factoryVideo.playerTitle}"]`);
  await expect(player).toBeVisible();
  await expect(player).toBeFocused();
});
