import type { Page } from "@playwright/test";
import { homeFactoryVideo } from "~/content/home";
import { homeHighlights } from "~/content/home-company";
import { homeProcess } from "~/content/home-process";
import { homeRange, homeWhyChoose } from "~/content/home-range";
import { stubThirdPartyFrames } from "./a11y-helpers";
import { readContent } from "./content";
import { expect, test, visit } from "./fixtures";

const navigation = readContent("layout/navigation").assistive;

function carousel(page: Page, label: string) {
  return page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);
}

test("carousel buttons answer Enter and Space and announce the new position", async ({
  page,
}, testInfo) => {
  await visit(page, "/");
  const strip = carousel(page, homeHighlights.stripLabel);
  const stripNews = strip.locator('[aria-live="polite"]');
  await strip.getByRole("button", { name: homeHighlights.nextLabel }).focus();
  await page.keyboard.press("Enter");
  await expect(stripNews).toHaveText(/^Six key highlights: 2( to \d)? of 6$/);
  await page.keyboard.press("Space");
  await expect(stripNews).toHaveText(/^Six key highlights: 3( to \d)? of 6$/);

  const why = carousel(page, homeWhyChoose.carouselLabel);
  await why.scrollIntoViewIfNeeded();
  await expect(why).toHaveAttribute("data-ready", "");
  const third = homeWhyChoose.slides[2]?.title ?? "";
  await why.getByRole("button", { name: `${homeWhyChoose.dotLabel} 3: ${third}` }).focus();
  await page.keyboard.press("Enter");
  await expect(why.locator('[aria-live="polite"]')).toHaveText(`3 of 5: ${third}`);
  await expect(why.locator('[aria-roledescription="slide"][data-current]')).toHaveAttribute(
    "aria-label",
    "3 of 5",
  );

  // Wider than 1024 px the process is a pinned row without buttons.
  if (testInfo.project.name !== "mobile") return;
  const steps = carousel(page, homeProcess.carouselLabel);
  const stepNews = steps.locator('[aria-live="polite"]');
  const next = steps.getByRole("button", { name: homeProcess.nextLabel });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(stepNews).toHaveText(`${homeProcess.carouselLabel}: 2 of 6`);
  await page.keyboard.press("Space");
  await expect(stepNews).toHaveText(`${homeProcess.carouselLabel}: 3 of 6`);
  await steps.getByRole("button", { name: homeProcess.prevLabel }).focus();
  await page.keyboard.press("Enter");
  await expect(stepNews).toHaveText(`${homeProcess.carouselLabel}: 2 of 6`);
  await expect(steps.locator('[aria-roledescription="slide"][data-current]')).toHaveAttribute(
    "aria-label",
    "2 of 6",
  );
});

test("a product range panel opens when Tab reaches it and closes when Tab leaves", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the panels open on focus above 1024 px");
  await visit(page, "/");
  const gallery = carousel(page, homeRange.galleryLabel);
  const [first, second] = homeRange.items;
  const toggle = (heading = "") =>
    gallery.getByRole("button", { name: `${homeRange.toggleLabel}: ${heading}` });
  await gallery.scrollIntoViewIfNeeded();
  await toggle(first?.heading).focus();
  await expect(toggle(first?.heading)).toHaveAttribute("aria-expanded", "true");
  // On through the open panel's link to the next panel's toggle.
  for (
    let i = 0;
    i < 3 && !(await toggle(second?.heading).evaluate((el) => el === document.activeElement));
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
  const play = page.getByRole("button", { name: homeFactoryVideo.playLabel });
  await play.scrollIntoViewIfNeeded();
  await play.focus();
  await page.keyboard.press("Enter");
  const player = page.locator(`iframe[title="${homeFactoryVideo.playerTitle}"]`);
  await expect(player).toBeVisible();
  await expect(player).toBeFocused();
});
