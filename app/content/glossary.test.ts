import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { LOCALE_INFO, LOCALES, type Locale } from "~/lib/locales";

interface Term {
  id: string;
  term: string;
  avoid: string[];
}

/** Fields that are names and addresses, the same in every language, not words a reader reads. */
const NOT_WORDS = new Set(["id", "to", "src", "url", "videoId"]);

const GLOSSARY = "glossary.yml";
const glossary = parse(readFileSync(path.join("content", GLOSSARY), "utf8")) as Record<
  Locale,
  { terms: Term[] }
>;

/** Every text of every content file but the glossary, with the file and the field it sits in. */
const texts = readdirSync("content", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".yml") && file !== GLOSSARY)
  .flatMap((file) => {
    const data = parse(readFileSync(path.join("content", file), "utf8")) as Record<Locale, unknown>;
    return LOCALES.flatMap((locale) =>
      strings(data[locale], locale).map(({ at, text }) => ({
        file: `content/${file}`,
        locale,
        at,
        text,
      })),
    );
  });

function strings(data: unknown, at: string): Array<{ at: string; text: string }> {
  if (typeof data === "string") return [{ at, text: data }];
  if (Array.isArray(data)) return data.flatMap((item, i) => strings(item, `${at}.${i}`));
  if (!data || typeof data !== "object") return [];
  return Object.entries(data)
    .filter(([key]) => !NOT_WORDS.has(key))
    .flatMap(([key, value]) => strings(value, `${at}.${key}`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How a glossary variant is found in a text: in Latin script as a whole word in any capitals (a
 * trailing `*` takes every word that starts with it); in Arabic and Japanese anywhere, since their
 * words join prefixes and particles without spaces.
 */
function variantPattern(variant: string, locale: Locale): RegExp {
  const isPrefix = variant.endsWith("*");
  const body = escapeRegExp(variant.replace(/\*$/, "").trim());
  if (!LOCALE_INFO[locale].isLatin) return new RegExp(body, "iu");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${isPrefix ? "" : "(?![\\p{L}\\p{N}])"}`, "iu");
}

describe("the glossary (content/glossary.yml)", () => {
  it("finds variants as the file's header says", () => {
    expect(variantPattern("Werkzeugraum", "de").test("ein eigener Werkzeugraum.")).toBe(true);
    expect(variantPattern("Werkzeugraum", "de").test("Werkzeugraumleiter")).toBe(false);
    expect(variantPattern("Werkzeugraum*", "de").test("die Werkzeugraumleiter")).toBe(true);
    expect(variantPattern("moule", "fr").test("Un Moule sur mesure")).toBe(true);
    expect(variantPattern("moule", "fr").test("moulage")).toBe(false);
    expect(variantPattern("moule*", "fr").test("des moules")).toBe(true);
    expect(variantPattern("ツールルーム", "ja").test("社内のツールルームで")).toBe(true);
    expect(variantPattern("الاسطمبات", "ar").test("وصناعة الاسطمبات")).toBe(true);
  });

  it("lists every term in every language, and no language avoids its own word", () => {
    const ids = glossary.en.terms.map((term) => term.id);
    for (const locale of LOCALES) {
      expect(glossary[locale].terms.map((term) => term.id)).toEqual(ids);
      for (const { id, term, avoid } of glossary[locale].terms)
        for (const variant of avoid)
          expect(
            variantPattern(variant, locale).test(term),
            `${locale}: ${id} avoids "${variant}", which its own term "${term}" contains`,
          ).toBe(false);
    }
  });

  it("no content file uses a variant the glossary lists for its language", () => {
    const problems = texts.flatMap(({ file, locale, at, text }) =>
      glossary[locale].terms.flatMap(({ id, term, avoid }) =>
        avoid
          .filter((variant) => variantPattern(variant, locale).test(text))
          .map((variant) => `${file}: ${at} uses "${variant}" (glossary: ${id}): write "${term}"`),
      ),
    );
    expect(problems.join("\n")).toBe("");
  });
});
