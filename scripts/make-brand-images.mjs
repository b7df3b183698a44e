// @ts-check
/**
 * Regenerates the committed favicons and link-preview image from `public/icons/icon.svg` and the
 * site configuration, after a change of logo or company name (builds need no Chromium or sharp).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { createServer } from "vite";
import { renderShareImage, shareImageHtml } from "./share-image.mjs";

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
const shot = await renderShareImage(
  shareImageHtml({
    name: site.name,
    tagline: site.tagline,
    font: await readFile(path.join(root, "app/assets/fonts/manrope-latin-wght.woff2")),
    icon: iconSvg,
  }),
);
await sharp(shot).jpeg({ quality: 86, mozjpeg: true }).toFile(path.join(publicDir, "og-image.jpg"));
console.log("Wrote favicon.ico, icons/*.png and og-image.jpg in public/");
