// @ts-check
/**
 * The link-preview image's page and its rendering, for scripts/make-brand-images.mjs. The company
 * name and tagline come from content/site.yml, which the site editor writes: they are text, never
 * markup, and the page is rendered with JavaScript off (it needs none), by a Chromium started
 * without its sandbox.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";

const WIDTH = 1200;
const HEIGHT = 630;
const HTML_SPECIALS = /** @type {Record<string, string>} */ ({
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
});

/** `text` as HTML text or attribute value: no tag, entity or attribute ends in it. */
export function escapeHtml(/** @type {string} */ text) {
  return text.replace(/[&<>"']/g, (c) => HTML_SPECIALS[c] ?? c);
}

/**
 * The share image's page. `font` is the site's variable woff2, `icon` the logo SVG.
 * @param {{ name: string; tagline: string; font: Buffer; icon: Buffer }} input
 */
export function shareImageHtml({ name, tagline, font, icon }) {
  return `<!doctype html><html><head><style>
@font-face{font-family:M;src:url(data:font/woff2;base64,${font.toString("base64")}) format("woff2");font-weight:200 800}
body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;font-family:M,sans-serif;color:#fff;overflow:hidden;
background:radial-gradient(ellipse 60% 80% at 80% 30%,#224874,transparent 70%),linear-gradient(160deg,#10263f,#0b1a2b 65%)}
.grid{position:absolute;inset:0;background-image:linear-gradient(rgb(255 255 255/.05) 1px,transparent 1px),linear-gradient(90deg,rgb(255 255 255/.05) 1px,transparent 1px);background-size:56px 56px}
.ring{position:absolute;right:120px;top:110px;width:340px;height:340px;border-radius:50%;border:12px solid #f2a93b}
.ring2{position:absolute;right:40px;top:30px;width:500px;height:500px;border-radius:50%;border:2px solid rgb(255 255 255/.14)}
.c{position:absolute;left:80px;top:90px;width:640px}
.brand{display:flex;gap:20px;align-items:center;font-size:40px;font-weight:800;letter-spacing:-.02em}
.brand img{width:72px;height:72px}
.k{margin-top:90px;font-size:22px;font-weight:700;letter-spacing:.14em;color:#f2a93b}
h1{margin:18px 0 0;font-size:60px;line-height:1.08;letter-spacing:-.03em;font-weight:800}
p{margin-top:26px;font-size:26px;color:#c3ccd6}
</style></head><body><div class="grid"></div><div class="ring2"></div><div class="ring"></div><div class="c">
<div class="brand"><img src="data:image/svg+xml;base64,${icon.toString("base64")}" alt="">${escapeHtml(name)}</div>
<div class="k">FROM INDIA, FOR THE WORLD</div><h1>${escapeHtml(tagline)}</h1><p>Drinkware · Cookware · Toys · Kitchen Gadgets</p></div></body></html>`;
}

/** A PNG of `html` at the share image's size, rendered with JavaScript off. @param {string} html */
export async function renderShareImage(html) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({
      viewport: { width: WIDTH, height: HEIGHT },
      javaScriptEnabled: false,
    });
    await page.setContent(html);
    // Playwright's own evaluation runs with the page's scripts off.
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ type: "png" });
  } finally {
    await browser.close();
  }
}
