import { type Browser, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium.mjs";
import { type HeaderData, headersFor } from "./security-headers.mjs";

/**
 * The policy of a build with VITE_RECAPTCHA_SITE_KEY set, as every host sends it, in Chromium with
 * every request answered here (nothing reaches the network): what reCAPTCHA v2's loader and widget
 * script may load, and whether the markup the widget writes into the page keeps its styles. The
 * widget is a stand-in writing the parts of the real one's markup that carry `style` attributes:
 * its 304 x 78 box and the answer's textarea, hidden by one (google/recaptcha#107).
 */
const SITE = "https://site.test";
const WIDGET = "https://www.gstatic.com/recaptcha/releases/T3sT/recaptcha__de.js";
const data: HeaderData = {
  emailOrigin: "https://api.emailjs.com",
  pages: { "/contact-us": ["'sha256-AAAA'"] },
  hasCaptcha: true,
};

/** What the real loader does: it adds the widget's script from gstatic.com's releases. */
const LOADER = `const s = document.createElement("script");
s.src = ${JSON.stringify(WIDGET)};
document.head.append(s);`;
/** What the real widget writes: markup with style attributes (google/recaptcha#107). */
const WIDGET_SCRIPT = `window.grecaptcha = { render(container) {
  container.innerHTML = '<div id="box" style="width: 304px; height: 78px;"><textarea id="g-recaptcha-response" name="g-recaptcha-response" style="width: 250px; height: 40px; display: none;"></textarea></div>';
  return 0;
} };
window.kfCaptchaLoaded();`;

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}, 60_000);
afterAll(() => browser?.close());

/** A fresh form page of the site, its requests answered by the stand-ins above. */
async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.origin === SITE)
      return route.fulfill({
        contentType: "text/html",
        headers: headersFor(data, url.pathname),
        body: '<!doctype html><html><head></head><body><div id="captcha"></div></body></html>',
      });
    const script = (body: string) => route.fulfill({ contentType: "text/javascript", body });
    if (url.href.startsWith("https://www.google.com/recaptcha/api.js?")) return script(LOADER);
    if (url.href === WIDGET) return script(WIDGET_SCRIPT);
    // Anything else under Google's hosts would run if the policy let it load.
    if (/^https:\/\/www\.(google|gstatic)\.com\//.test(url.href))
      return script("window.foreignScriptRan = true;");
    return route.abort();
  });
  await page.goto(`${SITE}/contact-us`);
  return page;
}

/** Adds a script element to the page; whether it loaded (`true`) or the policy refused it. */
const load = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement("script");
        script.src = url;
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.append(script);
      }),
    src,
  );

/** Loads reCAPTCHA as app/features/forms/use-captcha.tsx does and renders it; whether it did. */
const renderWidget = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        window.kfCaptchaLoaded = () => {
          const container = document.getElementById("captcha");
          if (container) window.grecaptcha?.render(container, { sitekey: "x" });
          resolve(true);
        };
        const script = document.createElement("script");
        script.src =
          "https://www.google.com/recaptcha/api.js?onload=kfCaptchaLoaded&render=explicit&hl=de";
        script.onerror = () => resolve(false);
        document.head.append(script);
      }),
  );

describe("reCAPTCHA under the policy of a build with a site key", () => {
  it("loads the loader and the widget's release script, and nothing else of Google's", async () => {
    const page = await openPage();
    for (const src of [
      "https://www.google.com/recaptcha/api2/reload?k=x",
      "https://www.google.com/recaptcha/enterprise.js",
      "https://www.gstatic.com/recaptcha/api2/other.js",
      "https://www.gstatic.com/other.js",
    ])
      expect(await load(page, src), src).toBe(false);
    expect(await page.evaluate(() => "foreignScriptRan" in window)).toBe(false);
    expect(await renderWidget(page)).toBe(true);
    await page.close();
  });

  it("keeps the style attributes the widget writes, and no inline style element", async () => {
    const page = await openPage();
    expect(await renderWidget(page)).toBe(true);
    const styles = await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "#captcha { outline: 3px solid red; }";
      document.head.append(style);
      const box = document.getElementById("box");
      const answer = document.getElementById("g-recaptcha-response");
      const captcha = document.getElementById("captcha");
      return {
        box: box && getComputedStyle(box).width,
        answer: answer && getComputedStyle(answer).display,
        outline: captcha && getComputedStyle(captcha).outlineStyle,
      };
    });
    // The answer's textarea hidden, the box at its size: without them a bare textarea shows.
    expect(styles).toEqual({ box: "304px", answer: "none", outline: "none" });
    await page.close();
  });
});
