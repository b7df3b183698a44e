import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The catalogue's fonts: Noto Sans (the Latin languages; Typst cannot read the site's Manrope,
 * which ships as WOFF2 only), Noto Sans Arabic and Noto Sans CJK JP, regular and bold, from
 * Debian's `fonts-noto-core` and `fonts-noto-cjk` (`scripts/ensure-setup.mjs` installs them).
 * Typst embeds only the glyphs a PDF uses. `CATALOGUE_FONTS_DIR` names another folder holding
 * the same files (another system, or a copy).
 */

const FILES = {
  "fonts-noto-core": [
    "truetype/noto/NotoSans-Regular.ttf",
    "truetype/noto/NotoSans-Bold.ttf",
    "truetype/noto/NotoSansArabic-Regular.ttf",
    "truetype/noto/NotoSansArabic-Bold.ttf",
  ],
  "fonts-noto-cjk": ["opentype/noto/NotoSansCJK-Regular.ttc", "opentype/noto/NotoSansCJK-Bold.ttc"],
};

const SYSTEM_DIR = "/usr/share/fonts";

/** The font files' paths, or an error naming the packages to install. */
export function catalogueFonts(dir = process.env.CATALOGUE_FONTS_DIR): string[] {
  const found: string[] = [];
  const missing = new Set<string>();
  for (const [pkg, files] of Object.entries(FILES))
    for (const file of files) {
      const candidates = dir
        ? [path.join(dir, file), path.join(dir, path.basename(file))]
        : [path.join(SYSTEM_DIR, file)];
      const hit = candidates.find((candidate) => existsSync(candidate));
      if (hit) found.push(hit);
      else missing.add(`${pkg} (${path.basename(file)})`);
    }
  if (missing.size > 0)
    throw new Error(
      `The catalogue PDF needs the Noto fonts, and these are missing: ${[...missing].join(", ")}. ` +
        `On Debian or Ubuntu: sudo apt-get install ${Object.keys(FILES).join(" ")} ` +
        "(npm start and npm test install them when run as root), or set CATALOGUE_FONTS_DIR " +
        "to a folder holding those files.",
    );
  return found;
}
