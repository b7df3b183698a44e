import { test as base, expect, type Page } from "@playwright/test";
import { readCatalogue, readContent } from "./content";
import { pageTitle } from "./site";

const banner = (key: "services" | "product" | "manufacturing" | "careers" | "contact") =>
  readContent(`${key}/page`).banner.heading;

/** Every page of the site with what its banner (or hero) heading reads. */
export const ROUTES = [
  { path: "/", title: pageTitle("home/page"), h1: /FROM INDIA, FOR THE WORLD/ },
  { path: "/services", title: pageTitle("services/page"), h1: banner("services") },
  { path: "/product", title: pageTitle("product/page"), h1: banner("product") },
  {
    path: "/manufacturing",
    title: pageTitle("manufacturing/page"),
    h1: banner("manufacturing"),
  },
  { path: "/careers", title: pageTitle("careers/page"), h1: banner("careers") },
  { path: "/contact-us", title: pageTitle("contact/page"), h1: banner("contact") },
] as const;

/** Every product's page (`/product/<category>/<id>`), from the products files. */
export const PRODUCT_PAGES = readCatalogue().flatMap(({ products }) =>
  products.map((product) => ({
    path: `/product/${product.category}/${product.id}`,
    category: product.category,
    id: product.id,
    name: product.heading,
  })),
);

/** Every category's page (`/product/<category>`). */
export const CATEGORY_PAGES = readCatalogue().map(({ category, products }) => ({
  path: `/product/${category.id}`,
  id: category.id,
  name: category.heading,
  productCount: products.length,
}));

/** The quote list's page. */
export const QUOTE_PATH = "/quote";

/**
 * The pages the accessibility engines check: every English page and its not-found page, and the
 * same in the two languages whose script and direction differ most (Arabic, Japanese).
 */
export const CHECKED_PAGES = ["", "/ar", "/ja"].flatMap((prefix) => [
  ...ROUTES.map((route) => (route.path === "/" && prefix ? prefix : `${prefix}${route.path}`)),
  `${prefix}/product/drinkware/tumblers`,
  `${prefix}/product/drinkware`,
  `${prefix}/product/sheet-metal-plastics`,
  `${prefix}${QUOTE_PATH}`,
  `${prefix}/missing-page`,
]);

const navigation = readContent("layout/navigation");
export const NAV_ITEMS = navigation.items;
export const CONTACT_CTA = navigation.cta;

/** reCAPTCHA's hosts (google.com serves its script, gstatic.com the rest, recaptcha.net the mirror). */
const CAPTCHA_HOSTS = /(?:^|\.)(?:google\.com|gstatic\.com|recaptcha\.net)$/;

/**
 * `page` that fails the test on any uncaught page error or console error, and on any request to
 * a CAPTCHA host (the test build has no CAPTCHA key, so none may load, not even on a form). A
 * test that provokes an error on purpose (an e-mail request answered with 500) lists what it
 * expects in `allowedConsoleErrors`; everything else still fails it.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires destructuring here.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    // Opening an unknown path on purpose: Chromium logs the document's own 404 status as an error.
    const notFoundDocuments = new Set<string>();
    page.on("response", (response) => {
      if (response.request().isNavigationRequest() && response.status() === 404)
        notFoundDocuments.add(response.url());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    // This build has no CAPTCHA site key: no page may ask a CAPTCHA host for anything.
    page.on("request", (request) => {
      if (CAPTCHA_HOSTS.test(new URL(request.url()).hostname))
        errors.push(`request to a CAPTCHA host: ${request.url()}`);
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const url = message.location().url;
      if (notFoundDocuments.has(url) && message.text().includes("404")) return;
      const error = `console: ${message.text()} @ ${url}`;
      if (allowedConsoleErrors.some((pattern) => pattern.test(error))) return;
      errors.push(error);
    });
    await use(page);
    expect(errors, "page and console errors").toEqual([]);
  },
});

/** Opens a path and waits until React has hydrated it (the layout marks `<html data-hydrated>`). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}

/** Current vertical scroll position. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Rendered frames in a row the scroll position must hold to count as settled. */
const SETTLED_FRAMES = 10;

/**
 * Waits until the page has stopped scrolling, and answers where: Lenis is not animating (it marks
 * `<html>` with `lenis-smooth` while it is) and the position held through several rendered
 * frames in a row. Not `lenis-scrolling`: Lenis also sets that for a native scroll and clears it
 * only after one that moved the page, so a scroll event that moved nothing (a refresh at the
 * bottom of the page) leaves it on for good. Counting frames rather than milliseconds keeps this right on a busy machine,
 * where a smooth scroll (up to about 1.2 s) gets fewer, later frames.
 */
export function waitForScrollToSettle(page: Page): Promise<number> {
  return page.evaluate(
    (frames) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const check = () => {
          const now = window.scrollY;
          const isAnimating = document.documentElement.classList.contains("lenis-smooth");
          still = now === last && !isAnimating ? still + 1 : 0;
          last = now;
          if (still >= frames) resolve(now);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    SETTLED_FRAMES,
  );
}

export { expect };
