// @ts-check
/**
 * Regenerates the committed favicons and link-preview image from `public/icons/icon.svg` and the
 * site configuration, after a change of logo or company name (builds need no Chromium or sharp).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { createServer } from "vite";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const iconSvg = await readFile(path.join(publicDir, "icons", "icon.svg"));

/** @param {number} size @param {string} file @param {number} [padding] */
async function png(size, file, padding = 0) {
  const inner = size - padding * 2;
  const icon = await sharp(iconSvg, { density: 600 }).resize(inner, inner).png().toBuffer();
  await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: padding ? "#10263f" : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: icon, left: padding, top: padding }])
    .png()
    .toFile(path.join(publicDir, file));
}

await png(180, "icons/apple-touch-icon.png");
await png(192, "icons/icon-192.png");
await png(512, "icons/icon-512.png");
await png(512, "icons/icon-maskable-512.png", 80);

// favicon.ico: one 32 px PNG inside an ICO container.
const ico32 = await sharp(iconSvg, { density: 300 }).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(ico32.length, 14);
header.writeUInt32LE(22, 18); // image data offset
await writeFile(path.join(publicDir, "favicon.ico"), Buffer.concat([header, ico32]));

// The share image: rendered by Chromium with the site's own font, from the site configuration.
const vite = await createServer({
  root,
  server: { middlewareMode: true },
  appType: "custom",
  logLevel: "error",
});
const { siteConfig } = /** @type {typeof import("../app/content/site-config.ts")} */ (
  await vite.ssrLoadModule("/app/content/site-config.ts")
);
const site = siteConfig(
  /** @type {{ default: { en: import("../app/content/site-config.ts").CompanyFacts } }} */ (
    await vite.ssrLoadModule("/content/site.yml")
  ).default.en,
);
await vite.close();
const font = (
  await readFile(path.join(root, "app/assets/fonts/manrope-latin-wght.woff2"))
).toString("base64");
const html = `<!doctype html><html><head><style>
@font-face{font-family:M;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:200 800}
body{margin:0;width:1200px;height:630px;font-family:M,sans-serif;color:#fff;overflow:hidden;
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
<div class="brand"><img src="data:image/svg+xml;base64,${iconSvg.toString("base64")}" alt="">${site.name}</div>
<div class="k">FROM INDIA, FOR THE WORLD</div><h1>${site.tagline}</h1><p>Drinkware · Cookware · Toys · Kitchen Gadgets</p></div></body></html>`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
const shot = await page.screenshot({ type: "png" });
await browser.close();
await sharp(shot).jpeg({ quality: 86, mozjpeg: true }).toFile(path.join(publicDir, "og-image.jpg"));
console.log("Wrote favicon.ico, icons/*.png and og-image.jpg in public/");
