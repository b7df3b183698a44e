// @ts-check
/**
 * Regenerates Manrope's core file, `app/assets/fonts/manrope-core-wght.woff2`: printable ASCII and
 * every character the Latin-script languages' content uses, the one font file their pages preload
 * (about 16 KB, where the whole Latin file is 25 KB), and `app/styles/fonts.css`, the faces of
 * all three files. A character the core lacks is drawn from the whole Latin file, loaded then.
 * Needs Debian's `python3-fonttools` and `python3-brotli` (another Python: set PYTHON).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "yaml";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FONTS = path.join(root, "app", "assets", "fonts");
const FONTS_CSS = path.join(root, "app", "styles", "fonts.css");
/** The languages written in Manrope: `isLatin` in app/lib/locales.ts (a unit test checks). */
const LATIN_LOCALES = ["en", "de", "fr", "es"];
/** Only the features the pages use: kerning, ligatures, and tabular figures for the counters. */
const FEATURES = "kern,liga,calt,locl,tnum";
/** Manrope's files, in `app/assets/fonts/`: the core one is cut from the Latin one. */
const FILES = {
  core: "manrope-core-wght.woff2",
  latin: "manrope-latin-wght.woff2",
  latinExt: "manrope-latin-ext-wght.woff2",
};

/**
 * The characters of every text in the content files, in the given languages and in both cases,
 * plus printable ASCII.
 */
export function contentCharacters(locales = LATIN_LOCALES) {
  const chars = new Set(
    Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  );
  /** @param {unknown} value */
  const add = (value) => {
    // Both cases: headings and labels are set in capitals by CSS (`text-transform`).
    if (typeof value === "string")
      for (const char of value + value.toUpperCase() + value.toLowerCase()) chars.add(char);
    else if (value && typeof value === "object") Object.values(value).forEach(add);
  };
  const contentDir = path.join(root, "content");
  for (const file of readdirSync(contentDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".yml")) continue;
    const data = parse(readFileSync(path.join(contentDir, file), "utf8"));
    for (const locale of locales) add(data?.[locale]);
  }
  // What the code writes itself: the footer's ©, and numbers (app/lib/format.ts writes French's
  // narrow no-break space as U+00A0, which the font has).
  chars.add("©");
  for (const locale of locales)
    for (const char of (1234.5).toLocaleString(locale).replace(/\u202f/g, "\u00a0"))
      chars.add(char);
  return chars;
}

/** Code points as a CSS `unicode-range` value: `U+0020-007E, U+00A0, …`. */
export function unicodeRange(/** @type {number[]} */ codePoints) {
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, "0");
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  /** @type {string[]} */
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i] ?? 0;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i] ?? end;
    parts.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(", ");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const text = [...contentCharacters()].join("");
  // fontTools cuts the core file and prints the code points each of the three files has.
  const python = `
import sys, json
from fontTools import subset
from fontTools.ttLib import TTFont
latin, core, latin_ext, features = sys.argv[1:5]
options = subset.Options(flavor="woff2", layout_features=features.split(","), hinting=False)
font = TTFont(latin, recalcTimestamp=False)
subsetter = subset.Subsetter(options)
subsetter.populate(text=sys.stdin.read())
subsetter.subset(font)
subset.save_font(font, core, options)
print(json.dumps({name: sorted(TTFont(file).getBestCmap()) for name, file in
    [("core", core), ("latin", latin), ("latinExt", latin_ext)]}))`;
  const file = (/** @type {keyof typeof FILES} */ name) => path.join(FONTS, FILES[name]);
  const pythonPath = process.env.PYTHON ?? "python3";
  const result = spawnSync(
    pythonPath,
    ["-c", python, file("latin"), file("core"), file("latinExt"), FEATURES],
    { input: text, encoding: "utf8" },
  );
  if (result.status !== 0) {
    console.error(result.error?.message ?? result.stderr.trim().split("\n").at(-1));
    console.error(
      `${pythonPath} could not run fontTools: on Debian, apt-get install python3-fonttools python3-brotli (or set PYTHON to a Python that has both).`,
    );
    process.exit(1);
  }
  /** @type {Record<keyof typeof FILES, number[]>} */
  const has = JSON.parse(result.stdout);
  // Each face claims only what its own file has, and no character twice: which file draws a
  // letter never rests on declaration order (Google's Latin range also claims U+2000-206F,
  // which the file mostly lacks: French's narrow no-break space would fetch it for nothing).
  const without = (/** @type {number[]} */ list, /** @type {number[][]} */ ...others) =>
    list.filter((n) => !others.some((other) => other.includes(n)));
  const faces = [
    [FILES.core, has.core],
    [FILES.latin, without(has.latin, has.core)],
    [FILES.latinExt, without(has.latinExt, has.core, has.latin)],
  ];
  const css = faces.map(
    ([name, codePoints]) => `@font-face {
  font-family: "Manrope";
  font-style: normal;
  font-display: optional;
  font-weight: 200 800;
  src: url("../assets/fonts/${name}") format("woff2-variations");
  unicode-range:
    ${unicodeRange(/** @type {number[]} */ (codePoints))};
}
`,
  );
  writeFileSync(
    FONTS_CSS,
    `/*
 * Generated by scripts/make-font-subset.mjs: do not edit. Manrope in three files with disjoint
 * ranges: the core one (what the Latin-script pages write; their one preload), then the rest of
 * Latin and Latin Extended, each loaded only for a character that only it has.
 */
${css.join("\n")}`,
  );
  console.log(`${FILES.core}: ${has.core.length} characters; ${FONTS_CSS} written`);
}
