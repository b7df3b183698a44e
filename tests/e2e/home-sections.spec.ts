import type { Page } from "@playwright/test";
import { homeFactoryVideo, homeGallery } from "~/content/home";
import { readContent } from "./content";

const homeHero = readContent("home/hero");
const homeIdeas = readContent("home/ideas");

import { homeCommunity, homeHighlights, homeMission, homePartner } from "~/content/home-company";
import { homeProcess } from "~/content/home-process";
import { homeRange, homeWhyChoose } from "~/content/home-range";
import { embedUrl } from "~/sections/home/video-facade";
import { expect, test, visit } from "./fixtures";
import { site } from "./site";

/** The page's sections (each named by its heading; the pinned one sits inside GSAP's spacer). */
const SECTIONS = "main section[aria-labelledby]";

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
    await expect(ideas.getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
      "href",
      "/manufacturing",
    );

    const gallery = section(page, homeGallery.heading);
    await expect(gallery.locator("li img")).toHaveCount(6);
    for (const item of homeGallery.images)
      await expect(gallery.getByRole("img", { name: item.image.alt })).toHaveCount(1);
    await expect(gallery.getByRole("link", { name: homeGallery.cta.label })).toHaveAttribute(
      "href",
      "/product#drinkware",
    );

    const factory = section(page, homeFactoryVideo.heading);
    const channel = factory.getByRole("link", { name: /^Visit Youtube/ });
    await expect(channel).toHaveAttribute("href", site.social.videoChannel.url);
    await expect(channel).toHaveAttribute("target", "_blank");
    await expect(channel).toHaveAttribute("rel", "noopener noreferrer");
    await expect(channel).toHaveAccessibleName(/opens in a new tab/);
  });

  test("sections 5 to 7: highlights, partner, mission and values", async ({ page }) => {
    await visit(page, "/");
    const highlights = section(page, homeHighlights.heading);
    for (const card of homeHighlights.cards)
      await expect(highlights.getByRole("heading", { level: 3, name: card.heading })).toHaveCount(
        1,
      );

    const partner = section(page, homePartner.heading);
    for (const point of homePartner.points)
      await expect(partner.getByRole("heading", { level: 3, name: point.heading })).toBeVisible();
    await expect(partner).toContainText("special economic zone near three major seaports");

    const mission = section(page, homeMission.heading);
    await expect(mission).toContainText(homeMission.mission);
    for (const stat of homeMission.stats) {
      await expect(mission.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(mission.getByText(stat.text, { exact: true })).toBeVisible();
    }
    for (const value of homeMission.values)
      await expect(mission.getByRole("heading", { level: 4, name: value.heading })).toBeVisible();
  });

  test("sections 8 to 11: process, product range, why choose and community", async ({ page }) => {
    await visit(page, "/");
    const process = section(page, homeProcess.heading);
    await expect(process).toContainText(homeProcess.text);
    for (const step of homeProcess.steps) {
      await expect(
        process.getByRole("heading", { level: 3, name: `${step.number} ${step.heading}` }),
      ).toHaveCount(1);
    }

    const range = page.locator("section#product-range");
    await expect(range.getByRole("heading", { level: 2 })).toHaveText(
      `${site.name} ${homeRange.headingSuffix}`,
    );
    await expect(range).toContainText(homeRange.subheading);
    for (const item of homeRange.items) {
      await expect(range.getByRole("heading", { level: 3, name: item.heading })).toHaveCount(1);
      if (item.link)
        await expect(range.getByRole("link", { name: item.link.label })).toHaveAttribute(
          "href",
          item.link.to,
        );
    }

    const why = section(page, `${homeWhyChoose.headingPrefix} ${site.name}`);
    for (const slide of homeWhyChoose.slides)
      await expect(why.getByRole("heading", { level: 3, name: slide.title })).toHaveCount(1);

    const community = section(page, homeCommunity.heading);
    await expect(community.getByRole("img", { name: homeCommunity.image.alt })).toHaveCount(1);
    await expect(community.getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
      "href",
      "/services#empowering",
    );
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
    const factory = section(page, homeFactoryVideo.heading);
    await factory.scrollIntoViewIfNeeded();
    await expect(factory.locator("iframe")).toHaveCount(0);
    await expect(factory.getByRole("img", { name: homeFactoryVideo.poster.alt })).toBeVisible();
    expect(requests).toEqual([]);

    await factory.getByRole("button", { name: homeFactoryVideo.playLabel }).click();
    const player = factory.locator(`iframe[title="${homeFactoryVideo.playerTitle}"]`);
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
    const factory = section(page, homeFactoryVideo.heading);
    await expect(factory.getByRole("button", { name: homeFactoryVideo.playLabel })).toBeHidden();
    await expect(
      factory.getByRole("link", { name: homeFactoryVideo.watchOnYoutube }),
    ).toHaveAttribute("href", `https://www.youtube.com/watch?v=${site.factoryVideoId}`);
    await context.close();
  });
});

test.describe("hero video", () => {
  test("attaches the loop after hydration and plays it muted, with the poster first", async ({
    page,
  }) => {
    await visit(page, "/");
    const hero = page.locator(SECTIONS).first();
    const poster = hero.locator(`img[src="${site.heroVideo.poster.src}"]`);
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect(poster).not.toHaveAttribute("loading", "lazy");
    const video = hero.locator("video");
    await expect(video.locator("source")).toHaveCount(site.heroVideo.sources.length);
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
