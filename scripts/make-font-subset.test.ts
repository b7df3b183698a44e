import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES } from "../app/lib/locales";
import { contentCharacters, unicodeRange } from "./make-font-subset.mjs";

/** The code points a CSS `unicode-range` value lists. */
function rangeCodePoints(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [from = "0", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const [start, end] = [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/** The Manrope faces of app/styles/fonts.css: each file and the code points it is used for. */
const faces = [
  ...readFileSync("app/styles/fonts.css", "utf8").matchAll(
    /url\("[^"]*\/([\w-]+\.woff2)"\)[^}]*?unicode-range:([^;]*);/g,
  ),
].map(([, file = "", range = ""]) => ({ file, codePoints: new Set(rangeCodePoints(range)) }));

describe("Manrope's files (scripts/make-font-subset.mjs)", () => {
  it("the preloaded core file draws every character of the Latin-script pages that Manrope has", () => {
    const core = faces.find((face) => face.file === "manrope-core-wght.woff2");
    expect(core?.codePoints.size).toBeGreaterThan(95);
    const latin = LOCALES.filter((locale) => LOCALE_INFO[locale].isLatin);
    const missing = [...contentCharacters(latin)].filter((char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      return (
        faces.some((face) => face.codePoints.has(codePoint)) && !core?.codePoints.has(codePoint)
      );
    });
    // New words with a new letter: run `node scripts/make-font-subset.mjs` and commit its output.
    expect(missing.join("")).toBe("");
  });

  it("gives each character to one file only, so no page fetches a file for a letter it has", () => {
    expect(faces.map((face) => face.file)).toEqual([
      "manrope-core-wght.woff2",
      "manrope-latin-wght.woff2",
      "manrope-latin-ext-wght.woff2",
    ]);
    const seen = new Map<number, string>();
    for (const { file, codePoints } of faces)
      for (const codePoint of codePoints) {
        expect(seen.get(codePoint), `U+${codePoint.toString(16)} in ${file}`).toBeUndefined();
        seen.set(codePoint, file);
      }
  });

  it("writes and reads unicode-range values", () => {
    const range = unicodeRange([0xe9, 0x41, 0x20, 0x21, 0x22, 0x20]);
    expect(range).toBe("U+0020-0022, U+0041, U+00E9");
    expect(rangeCodePoints(range)).toEqual([0x20, 0x21, 0x22, 0x41, 0xe9]);
  });

  it("counts the numbers the code writes: French groups digits with a no-break space", () => {
    expect(contentCharacters(["fr"]).has("\u00a0")).toBe(true);
    expect(contentCharacters(["en"]).has("©")).toBe(true);
  });
});
