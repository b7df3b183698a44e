import type { Page } from "@playwright/test";
import { HERO_VIDEO } from "~/sections/home/hero-video";
import { embedUrl } from "~/sections/home/video-facade";
import { readCatalogue, readContent } from "./content";
import { expect, test, visit } from "./fixtures";
import { site } from "./site";

const homeHero = readContent("home/hero");
const homeIdeas = readContent("home/ideas");
const gallery = readContent("home/lifestyle-gallery");
const factoryVideo = readContent("home/factory-video");
const highlights = readContent("home/key-highlights");
const partner = readContent("home/global-partner");
const mission = readContent("home/mission-values");
const ourProcess = readContent("home/our-process");
const productRange = readContent("home/product-range");
const whyChoose = readContent("home/why-choose");
const community = readContent("home/community-banner");

/** The page's sections (each named by its heading; a pinned one sits inside its sticky frame). */
const SECTIONS = "main section[aria-labelledby]";

/** A heading as the page shows it: the company's name in place of `{company}`. */
const withCompany = (text: string) => text.replaceAll("{company}", site.name);

/** `text` matched literally inside a pattern. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name that begins with `text` (a button's words, then its hidden context). */
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** The page section whose `h2` reads `name`. */
function section(page: Page, name: string) {
  return page.locator(SECTIONS).filter({
    has: page.getByRole("heading", { level: 2, name, exact: true }),
  });
}

test.describe("home sections", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "the copy and links are the same at every width",
    );
  });

  test("the hero reads the headline, subline and the link to the product range", async ({
    page,
  }) => {
    await visit(page, "/");
    const h1 = page.locator("h1");
    for (const line of [homeHero.kicker, homeHero.heading]) await expect(h1).toContainText(line);
    await expect(page.getByText(homeHero.subline)).toBeVisible();
    await expect(page.getByRole("link", { name: homeHero.cta.label })).toHaveAttribute(
      "href",
      "/#product-range",
    );
    await expect(page.locator(SECTIONS)).toHaveCount(11);
  });

  test("sections 2 to 4: ideas, gallery and factory video with their links", async ({ page }) => {
    await visit(page, "/");
    const ideas = section(page, homeIdeas.heading);
    await expect(ideas).toContainText(homeIdeas.eyebrow);
    for (const point of homeIdeas.items)
      await expect(ideas.getByRole("heading", { level: 3, name: point.heading })).toBeVisible();
    await expect(
      ideas.getByRole("link", { name: startsWith(homeIdeas.cta.label) }),
    ).toHaveAttribute("href", homeIdeas.cta.to);

    const pictures = section(page, gallery.heading);
    await expect(pictures.locator("li img")).toHaveCount(gallery.items.length);
    for (const item of gallery.items)
      await expect(pictures.getByRole("img", { name: item.image.alt })).toHaveCount(1);
    await expect(pictures.getByRole("link", { name: gallery.cta.label })).toHaveAttribute(
      "href",
      gallery.cta.to,
    );

    const factory = section(page, factoryVideo.heading);
    const channel = factory.getByRole("link", { name: factoryVideo.channelLabel });
    await expect(channel).toHaveAttribute("href", site.social.videoChannel.url);
    await expect(channel).toHaveAttribute("target", "_blank");
    await expect(channel).toHaveAttribute("rel", "noopener noreferrer");
    await expect(channel).toHaveAccessibleName(new RegExp(escapeRegExp(factoryVideo.newTabHint)));
  });

  test("sections 5 to 7: highlights, partner, mission and values", async ({ page }) => {
    await visit(page, "/");
    const cards = section(page, highlights.heading);
    for (const card of highlights.items)
      await expect(cards.getByRole("heading", { level: 3, name: card.heading })).toHaveCount(1);

    const partnerSection = section(page, partner.heading);
    for (const point of partner.items)
      await expect(
        partnerSection.getByRole("heading", { level: 3, name: point.heading }),
      ).toBeVisible();
    await expect(partnerSection).toContainText(partner.subheading);

    const missionSection = section(page, mission.heading);
    await expect(missionSection).toContainText(mission.mission.text);
    for (const fact of mission.facts) {
      await expect(missionSection.getByText(fact.value, { exact: true })).toBeVisible();
      await expect(missionSection.getByText(fact.label, { exact: true })).toBeVisible();
    }
    for (const value of mission.values.items)
      await expect(
        missionSection.getByRole("heading", { level: 4, name: value.heading }),
      ).toBeVisible();
  });

  test("sections 8 to 11: process, product range, why choose and community", async ({ page }) => {
    await visit(page, "/");
    const process = section(page, ourProcess.heading);
    await expect(process).toContainText(ourProcess.subheading);
    for (const [index, step] of ourProcess.items.entries()) {
      const number = String(index + 1).padStart(2, "0");
      await expect(
        process.getByRole("heading", { level: 3, name: `${number} ${step.heading}` }),
      ).toHaveCount(1);
    }

    const range = page.locator(`section#${productRange.id}`);
    await expect(range.getByRole("heading", { level: 2 })).toHaveText(
      withCompany(productRange.heading),
    );
    await expect(range).toContainText(productRange.subheading);
    for (const { category } of readCatalogue()) {
      await expect(range.getByRole("heading", { level: 3, name: category.heading })).toHaveCount(1);
      await expect(range.getByRole("link", { name: category.rangeLink })).toHaveAttribute(
        "href",
        `/product#${category.id}`,
      );
    }

    const why = section(page, withCompany(whyChoose.heading));
    for (const slide of whyChoose.items)
      await expect(why.getByRole("heading", { level: 3, name: slide.heading })).toHaveCount(1);

    const banner = section(page, community.heading);
    await expect(banner.getByRole("img", { name: community.image.alt })).toHaveCount(1);
    await expect(
      banner.getByRole("link", { name: startsWith(community.cta.label) }),
    ).toHaveAttribute("href", community.cta.to);
  });
});

test.describe("factory video facade", () => {
  test("loads the privacy-enhanced player only when asked", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (/youtube/.test(request.url())) requests.push(request.url());
    });
    await page.route("**/youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await visit(page, "/");
    const factory = section(page, factoryVideo.heading);
    await factory.scrollIntoViewIfNeeded();
    await expect(factory.locator("iframe")).toHaveCount(0);
    await expect(factory.getByRole("img", { name: factoryVideo.image.alt })).toBeVisible();
    expect(requests).toEqual([]);

    await factory.getByRole("button", { name: factoryVideo.playLabel }).click();
    const player = factory.locator(`iframe[title="${factoryVideo.playerTitle}"]`);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute("src", embedUrl(site.factoryVideoId));
    await expect(player).toBeFocused();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
  });

  test("without JavaScript it is a link to the video", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "same markup at every width");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const factory = section(page, factoryVideo.heading);
    await expect(factory.getByRole("button", { name: factoryVideo.playLabel })).toBeHidden();
    await expect(factory.getByRole("link", { name: factoryVideo.fallbackLabel })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${site.factoryVideoId}`,
    );
    await context.close();
  });
});

test.describe("hero video", () => {
  test("attaches the loop after hydration and plays it muted, with the poster first", async ({
    page,
  }) => {
    await visit(page, "/");
    const hero = page.locator(SECTIONS).first();
    const poster = hero.locator(`img[src="${HERO_VIDEO.poster.src}"]`);
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect(poster).not.toHaveAttribute("loading", "lazy");
    const video = hero.locator("video");
    await expect(video.locator("source")).toHaveCount(HERO_VIDEO.sources.length);
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
    await expect(video).toHaveAttribute("data-playing", "");
  });

  test("is not attached under reduced motion", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/hero-loop")) media.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    const video = page.locator(SECTIONS).first().locator("video");
    await expect(video.locator("source")).toHaveCount(0);
    await expect(video).toHaveJSProperty("paused", true);
    expect(media).toEqual([]);
  });

  test("is not attached when the visitor asks to save data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true } });
    });
    await visit(page, "/");
    await expect(page.locator(SECTIONS).first().locator("video source")).toHaveCount(0);
  });
});
