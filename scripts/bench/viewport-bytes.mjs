// @ts-check
/**
 * What a phone downloads for the first screen (fonts, and pictures visible before scrolling), and
 * the LCP element (Lighthouse 12.2's own element audit fails on this Chromium's traces).
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../chromium.mjs";

/** Lighthouse's mobile screen (Moto G Power). */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** The pictures on the first screen: images, video posters and CSS backgrounds. */
function picturesOnScreen() {
  const urls = new Set();
  const onScreen = (/** @type {Element} */ el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
  };
  for (const el of document.querySelectorAll("body *")) {
    if (!onScreen(el)) continue;
    if (el instanceof HTMLImageElement && el.currentSrc) urls.add(el.currentSrc);
    if (el instanceof HTMLVideoElement && el.poster)
      urls.add(new URL(el.poster, location.href).href);
    for (const [, url] of getComputedStyle(el).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)) {
      if (url && !url.startsWith("data:")) urls.add(new URL(url, location.href).href);
    }
  }
  return [...urls];
}

/** The largest contentful paint's element, as `tag src` or `tag "text"`. */
function lcpElement() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const element = /** @type {any} */ (list.getEntries().at(-1))?.element;
      if (!(element instanceof Element)) return resolve("");
      const text = element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40);
      const src = element.getAttribute("src");
      resolve(`${element.tagName.toLowerCase()}${src ? ` ${src}` : text ? ` "${text}"` : ""}`);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** @template {{ route: string }} Page @param {string} origin @param {Page[]} pages @param {string} chromePath */
export async function viewportBytes(origin, pages, chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const entry of pages) {
      const { route } = entry;
      const context = await browser.newContext(MOBILE);
      const page = await context.newPage();
      /** @type {Map<string, { type: string, bytes: Promise<number> }>} */
      const transferred = new Map();
      page.on("requestfinished", (request) => {
        const bytes = request.sizes().then((sizes) => sizes.responseBodySize);
        transferred.set(request.url(), { type: request.resourceType(), bytes });
      });
      await page.goto(new URL(route, origin).href, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      const aboveFold = await page.evaluate(picturesOnScreen);
      const lcp = String(await page.evaluate(lcpElement));
      let fonts = 0;
      let imagesAboveFold = 0;
      for (const [url, { type, bytes }] of transferred) {
        if (type === "font") fonts += await bytes;
        if (aboveFold.includes(url)) imagesAboveFold += await bytes;
      }
      const aboveFoldUrls = aboveFold.map((url) => new URL(url).pathname);
      results.push({ ...entry, fonts, imagesAboveFold, aboveFoldUrls, lcpElement: lcp });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
