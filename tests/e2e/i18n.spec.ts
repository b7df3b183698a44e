import type { Page } from "@playwright/test";
import { contentFiles } from "~/content/schema/registry";
import { DEFAULT_SITE_URL } from "~/lib/env-contract";
import { fillTemplate } from "~/lib/fill-template";
import { LOCALE_INFO, LOCALES, type Locale, localePath } from "~/lib/locales";
import { readContent } from "./content";
import { CATEGORY_PAGES, expect, PRODUCT_PAGES, test, visit } from "./fixtures";
import { expectMessages, formParts, loadedScripts, uniqueEmail } from "./forms-helpers";

type PageKey = "home" | "services" | "product" | "manufacturing" | "careers" | "contact";

/** Each page, its content folder and the other files its words come from. */
const PAGES: { path: string; key: PageKey; also: string[] }[] = [
  { path: "/", key: "home", also: [] },
  { path: "/services", key: "services", also: [] },
  { path: "/product", key: "product", also: [] },
  { path: "/manufacturing", key: "manufacturing", also: ["services/machinery"] },
  { path: "/careers", key: "careers", also: ["forms/careers-form", "forms/shared"] },
  { path: "/contact-us", key: "contact", also: ["forms/contact-form", "forms/shared"] },
];
const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/** The page's document title, as the routes build it. */
function title(key: PageKey, locale: Locale): string {
  const own = readContent(`${key}/page`, locale).meta.title;
  return key === "home" ? own : `${own} | ${readContent("site", locale).name}`;
}

/**
 * The English sentences (12+ characters) that a language's files say differently and do not quote
 * anywhere (a trade term such as "Free on Board" may stay English inside the translation).
 */
function englishReplaced(keys: string[], locale: Locale): string[] {
  const found: string[] = [];
  const translated: string[] = [];
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === "string") {
      if (typeof other === "string") translated.push(other);
      if (en !== other && en.length >= 12 && !en.startsWith("/")) found.push(en);
    } else if (Array.isArray(en)) {
      for (const [i, item] of en.entries()) walk(item, (other as unknown[] | undefined)?.[i]);
    } else if (en && typeof en === "object") {
      for (const [name, value] of Object.entries(en))
        walk(value, (other as Record<string, unknown> | undefined)?.[name]);
    }
  };
  for (const key of keys)
    walk(readContent(key as "site", "en"), readContent(key as "site", locale));
  const quoted = translated.join("\n");
  return found.filter((english) => !quoted.includes(english));
}

const keysOf = (page: (typeof PAGES)[number]) => [
  ...Object.keys(contentFiles).filter((key) => key.startsWith(`${page.key}/`)),
  ...page.also,
  "layout/navigation",
  "layout/footer",
];

/** The visible text of the page (not the data block the words also travel in). */
// biome-ignore lint/performance/useDomNodeTextContent: what is rendered is the point here.
const visibleText = (page: Page) => page.locator("body").innerText();

test.describe("every page in six languages", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the words are the same at every width");
  });

  for (const locale of TRANSLATED) {
    test(`in ${LOCALE_INFO[locale].name}: language, direction, title, heading, and no English left`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const entry of PAGES) {
        const path = localePath(locale, entry.path);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.waitForSelector("html[data-hydrated]");
        const html = page.locator("html");
        await expect(html, path).toHaveAttribute("lang", locale);
        await expect(html, path).toHaveAttribute("dir", LOCALE_INFO[locale].dir);
        await expect(page, path).toHaveTitle(title(entry.key, locale));
        const heading =
          entry.key === "home"
            ? readContent("home/hero", locale).heading
            : readContent(`${entry.key}/page`, locale).banner.heading;
        await expect(page.getByRole("heading", { level: 1 }), path).toContainText(heading);
        const text = await visibleText(page);
        const leftovers = englishReplaced(keysOf(entry), locale).filter((english) =>
          text.includes(english),
        );
        expect(leftovers, `${path}: English words on the page`).toEqual([]);
        // What screen readers say of each slide is in the page's language too ("6件中2件目").
        const assistive = readContent("layout/navigation", locale).assistive;
        const carousels = await page
          .locator(`[aria-roledescription="${assistive.carouselRole}"]`)
          .evaluateAll(
            (all, slideRole) =>
              all.map((carousel) =>
                [...carousel.querySelectorAll(`[aria-roledescription="${slideRole}"]`)].map(
                  (slide) => slide.getAttribute("aria-label"),
                ),
              ),
            assistive.slideRole,
          );
        expect(carousels.length, `${path}: carousels`).toBe(
          await page.locator("[data-look][aria-label]").count(),
        );
        for (const names of carousels)
          expect(names, `${path}: slide names`).toEqual(
            names.map((_, i) => fillTemplate(assistive.slide, { n: i + 1, count: names.length })),
          );
      }
    });
  }

  test("English pages keep their addresses and say so", async ({ page }) => {
    await visit(page, "/services");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page).toHaveTitle(title("services", "en"));
  });

  test("each page names its versions in every language, and each of those names it back", async ({
    page,
    request,
  }) => {
    for (const locale of LOCALES) {
      const path = localePath(locale, "/services");
      await visit(page, path);
      const url = (target: Locale) => `${DEFAULT_SITE_URL}${localePath(target, "/services")}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(locale));
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      expect(alternates, path).toEqual([
        ...LOCALES.map((target) => [target, url(target)]),
        ["x-default", url("en")],
      ]);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        LOCALE_INFO[locale].ogLocale,
      );
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // Six pages, the quote list, every category's and every product's page, each in six languages.
    expect(sitemap.match(/<url>/g)).toHaveLength(
      (7 + CATEGORY_PAGES.length + PRODUCT_PAGES.length) * LOCALES.length,
    );
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${DEFAULT_SITE_URL}/ar/product"/>`,
    );
  });

  test("links inside a language stay in it, and moving between pages keeps the document", async ({
    page,
  }) => {
    await visit(page, "/de");
    const hrefs = await page
      .locator("main a[href^='/'], header a[href^='/']:not([hreflang])")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^\/de(?:[/#]|$)/);
    await page.evaluate(() => {
      (window as { marker?: number }).marker = 1;
    });
    const services = readContent("layout/navigation", "de").items[1];
    await page
      .getByRole("navigation", {
        name: readContent("layout/navigation", "de").assistive.mainNavLabel,
      })
      .getByRole("link", { name: services?.label })
      .click();
    await expect(page).toHaveURL(/\/de\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      readContent("services/page", "de").banner.heading,
    );
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  });

  test("an unknown address under a language's prefix answers with its not-found page", async ({
    page,
  }) => {
    const response = await page.goto("/ja/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page).toHaveTitle(
      `${readContent("not-found/page", "ja").meta.title} | ${readContent("site", "ja").name}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      readContent("error/page", "ja").heading,
    );
  });
});

test("no page's scripts carry words, in its language or another", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "bundles are the same at every width");
  test.setTimeout(120_000);
  // The words come with the page (its HTML and its data file), never in a script.
  const words = LOCALES.flatMap((locale) => [
    readContent("home/hero", locale).heading,
    readContent("services/page", locale).banner.heading,
    readContent("forms/shared", locale).messages.success,
  ]);
  for (const path of ["/de", "/ja/services", "/ar/contact-us"]) {
    const scripts = (await loadedScripts(page, path)).join("\n");
    expect(scripts.length, path).toBeGreaterThan(50_000);
    expect(
      words.filter((text) => scripts.includes(text)),
      path,
    ).toEqual([]);
  }
});

// One test per language: 36 first visits in fresh browser contexts are too many for one test.
for (const locale of LOCALES)
  test(`${LOCALE_INFO[locale].name}: each page loads only the font its language is drawn in (Manrope's core file for Latin scripts, none for Arabic and Japanese)`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "fonts are the same at every width");
    for (const { path: page } of PAGES) {
      const path = localePath(locale, page);
      // A first visit: nothing cached by another page.
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const tab = await context.newPage();
      await visit(tab, path);
      const fonts = await tab.evaluate(async () => {
        await document.fonts.ready;
        return performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.endsWith(".woff2"))
          .map((name) => name.replace(/^.*\/|-[\w-]{8}\.woff2$/g, ""));
      });
      await context.close();
      // Capitals and accents included (French, Spanish): the Latin file never loads beside it.
      expect(fonts, path).toEqual(LOCALE_INFO[locale].isLatin ? ["manrope-core-wght"] : []);
    }
  });

test("a carousel says where it is in the page's language", async ({ page }) => {
  await visit(page, "/ja");
  const highlights = readContent("home/key-highlights", "ja");
  const { carouselRole, slide, slides } = readContent("layout/navigation", "ja").assistive;
  // Called by its Japanese name, as a screen reader says it.
  const strip = page.locator(
    `[aria-roledescription="${carouselRole}"][aria-label="${highlights.stripLabel}"]`,
  );
  await strip.getByRole("button", { name: highlights.nextLabel }).click();
  // The second card, alone or with the ones beside it ("6件中2〜3件目").
  const count = highlights.items.length;
  const said = [
    fillTemplate(slide, { n: 2, count }),
    ...[3, 4, 5].map((last) => fillTemplate(slides, { first: 2, last, count })),
  ].map((where) => `${highlights.stripLabel}: ${where}`);
  await expect(strip.locator('[aria-live="polite"]')).toHaveText(
    new RegExp(`^(${said.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`),
  );
});

test.describe("choosing a language", () => {
  test("the top bar's choice opens, closes on Escape, and leads to this page in German", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the top bar shows the choice from 1025 px");
    await visit(page, "/services");
    const label = readContent("layout/navigation").languageLabel;
    const summary = page.locator("header summary", { hasText: label });
    await expect(summary).toHaveAccessibleName(`${label}: English`);
    const german = page.locator("header details").getByRole("link", { name: "Deutsch" });
    await expect(german).toBeHidden();
    await summary.click();
    await expect(german).toBeVisible();
    await expect(german).toHaveAttribute("hreflang", "de");
    await expect(german).toHaveAttribute("lang", "de");
    await page.keyboard.press("Escape");
    await expect(german).toBeHidden();
    await expect(summary).toBeFocused();
    await summary.click();
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(german).toBeHidden();
    await summary.click();
    await german.click();
    await expect(page).toHaveURL(/\/de\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // Closed, the choice's links are out of the accessibility tree: found by their language.
    await expect(page.locator('header details a[hreflang="de"]')).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.locator("header summary")).toHaveAccessibleName(
      `${readContent("layout/navigation", "de").languageLabel}: Deutsch`,
    );
  });

  test("the phone menu and the footer list every language", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the phone menu is for narrow screens");
    await visit(page, "/product");
    const footer = page.getByRole("navigation", {
      name: readContent("layout/navigation").languageLabel,
    });
    for (const locale of LOCALES)
      await expect(footer.getByRole("link", { name: LOCALE_INFO[locale].name })).toHaveAttribute(
        "href",
        localePath(locale, "/product"),
      );
    await page
      .getByRole("button", { name: readContent("layout/navigation").assistive.openMenu })
      .click();
    await page.getByRole("dialog").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/product$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test("a message sent from the German contact page says it was written in German", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the form is the same at every width");
  await visit(page, "/de/contact-us");
  const { labels } = readContent("forms/contact-form", "de");
  const { fill, submit, status } = formParts("contact-form-title");
  const email = uniqueEmail(testInfo);
  await fill(page, labels, {
    name: "Jonas Weber",
    company: "Nordhaus GmbH",
    email,
    contact: "+49 30 5555 0142",
    interest: "20.000 Becher, 900 ml",
  });
  await submit(page).click();
  await expect(status(page)).toHaveText(readContent("forms/shared", "de").messages.success);
  const [message] = await expectMessages(page, email, 1);
  expect(message?.params).toMatchObject({ name: "Jonas Weber", locale: "de" });
});

test("an application sent from the Arabic careers page says it was written in Arabic", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the form is the same at every width");
  await visit(page, "/ar/careers");
  const { labels } = readContent("forms/careers-form", "ar");
  const { fill, submit, status } = formParts("careers-form-title");
  const email = uniqueEmail(testInfo);
  await fill(page, labels, {
    name: "ليلى حداد",
    contact: "+971 4 555 0142",
    email,
    interest: "مهندسة جودة، خبرة عشر سنوات في أدوات المطبخ.",
  });
  await submit(page).click();
  await expect(status(page)).toHaveText(readContent("forms/shared", "ar").messages.success);
  const [message] = await expectMessages(page, email, 1);
  expect(message?.params).toMatchObject({ name: "ليلى حداد", locale: "ar" });
});
