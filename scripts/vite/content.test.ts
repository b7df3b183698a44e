import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFiles } from "../../app/content/schema/registry.ts";
import {
  CONTENT_DIR,
  checkAllContent,
  checkContent,
  checkTranslations,
} from "../../app/content/store.server.ts";
import { differencesFromEnglish } from "../../app/content/translations.ts";
import { contentModule, svgSize } from "./content.ts";

const root = process.cwd();
const heroSource = readFileSync(path.join(root, CONTENT_DIR, "home/hero.yml"), "utf8");
const ideasSource = readFileSync(path.join(root, CONTENT_DIR, "home/ideas.yml"), "utf8");

/** A file with an edit to one language's part only (English: the block up to `de:`). */
function editLanguage(source: string, edit: (part: string) => string, locale = "en"): string {
  const start = locale === "en" ? 0 : source.indexOf(`\n${locale}:`);
  const next = source.slice(start + 1).search(/\n[a-z]{2}:\n/);
  const end = next === -1 ? source.length : start + 1 + next;
  return `${source.slice(0, start)}${edit(source.slice(start, end))}${source.slice(end)}`;
}

/** The message a mistake in the hero file stops the build with. */
function heroError(edit: (part: string) => string, locale = "en"): string {
  try {
    checkContent(root, "home/hero", editLanguage(heroSource, edit, locale));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the hero file was accepted");
}

describe("the content folder", () => {
  it("is valid as a whole: every file matches its schema in every language, every schema has its file", () => {
    expect(() => checkAllContent(root)).not.toThrow();
  });
});

describe("a broken content file stops the build with the file, the language and the field", () => {
  it("names a required field that was deleted", () => {
    expect(heroError((en) => en.replace(/^ {2}subline:.*\n/m, ""))).toBe(
      "content/home/hero.yml: en.subline: Required",
    );
  });

  it("refuses an empty required field", () => {
    expect(heroError((en) => en.replace(/^ {2}subline:.*$/m, '  subline: "  "'))).toContain(
      "content/home/hero.yml: en.subline: Required",
    );
  });

  it("refuses a 5,000-word heading, saying how long it may be", () => {
    const long = Array.from({ length: 5000 }, () => "word").join(" ");
    expect(heroError((en) => en.replace(/^ {2}heading:.*$/m, `  heading: ${long}`))).toContain(
      "content/home/hero.yml: en.heading: Keep this to 90 characters or fewer",
    );
  });

  it("refuses a link to a page that does not exist", () => {
    expect(heroError((en) => en.replace("to: /contact-us", "to: /contact"))).toContain(
      "content/home/hero.yml: en.secondaryCta.to: No such page: /contact",
    );
  });

  it("refuses a carousel's wording that lost the place of its number", () => {
    const source = readFileSync(path.join(root, CONTENT_DIR, "layout/navigation.yml"), "utf8");
    const edited = editLanguage(
      source,
      (ja) => ja.replace("{count}件中{n}件目", "{count}件中"),
      "ja",
    );
    expect(() => checkContent(root, "layout/navigation", edited)).toThrow(
      "content/layout/navigation.yml: ja.assistive.slide: Keep {n}: the site puts a number there",
    );
  });

  it("refuses a misspelt field instead of ignoring it", () => {
    expect(heroError((en) => en.replace(/^ {2}subline:/m, "  subLine:"))).toMatch(
      /content\/home\/hero\.yml: en.*subLine/,
    );
  });

  it("names the file when it is not valid YAML", () => {
    expect(heroError((en) => `${en}\n  facts: [unclosed`)).toMatch(
      /^content\/home\/hero\.yml: not valid YAML: /,
    );
  });

  it("names the field of a wrong item inside a list", () => {
    expect(heroError((en) => en.replace("label: people", "label: ''"))).toContain(
      "content/home/hero.yml: en.facts.1.label: Required",
    );
  });

  it("refuses a picture without alt text and a picture that does not exist", () => {
    const noAlt = editLanguage(ideasSource, (en) => en.replace(/^ {4}alt:.*\n/m, ""));
    expect(() => checkContent(root, "home/ideas", noAlt)).toThrow(
      "content/home/ideas.yml: en.image.alt: Required",
    );
    const missing = ideasSource.replaceAll("home-ideas-press.svg", "home-no-such.svg");
    expect(() => checkContent(root, "home/ideas", missing)).toThrow(
      "content/home/ideas.yml: en.image.src: no such picture: content/media/home-no-such.svg",
    );
  });

  it("refuses a file no schema describes", () => {
    expect(() => checkContent(root, "home/stray", "en:\n  heading: x\n")).toThrow(
      /^content\/home\/stray\.yml: no schema describes this file/,
    );
  });
});

describe("every language in every file", () => {
  it("refuses a file without English, or with a language the site does not have", () => {
    const withoutEnglish = heroSource.slice(heroSource.indexOf("\nde:") + 1);
    expect(() => checkContent(root, "home/hero", withoutEnglish)).toThrow(
      "content/home/hero.yml: en: missing (English is written first, then translated)",
    );
    const italian = `${heroSource}it:\n  kicker: DALL'INDIA\n`;
    expect(() => checkContent(root, "home/hero", italian)).toThrow(
      "content/home/hero.yml: it: not a language of the site (en, de, fr, es, ar, ja)",
    );
  });

  it("shows a page file's English where a translation is missing, and lists it as a gap", () => {
    const withoutJapanese = heroSource.slice(0, heroSource.indexOf("\nja:") + 1);
    const { data, gaps } = checkTranslations(root, "home/hero", withoutJapanese);
    const english = data.en as { heading: string; subline?: string };
    expect((data.ja as { heading: string }).heading).toBe(english.heading);
    expect(gaps.ja?.fallback).toContain("heading");
    expect(gaps.de).toBeUndefined();
  });

  it("refuses a translation whose link, picture or number differs from English", () => {
    const german = editLanguage(
      heroSource,
      (de) => de.replace("to: /contact-us", "to: /services"),
      "de",
    );
    expect(() => checkContent(root, "home/hero", german)).toThrow(
      'content/home/hero.yml: de.secondaryCta.to: the same in every language: "/contact-us" in English',
    );
  });

  it("refuses a translation with more list items than English, or an optional field English leaves empty", () => {
    const hero = contentFiles["home/hero"];
    const english = parse(heroSource).en;
    const french = structuredClone(parse(heroSource).fr);
    french.facts.push(french.facts[0]);
    expect(differencesFromEnglish(hero, english, french, "content/home/hero.yml", "fr")).toContain(
      `content/home/hero.yml: fr.facts: ${english.facts.length + 1} items here, ${english.facts.length} in English`,
    );
    french.facts.splice(1);
    expect(differencesFromEnglish(hero, english, french, "content/home/hero.yml", "fr")).toEqual(
      [],
    );
    const { subline: _, ...withoutSubline } = english;
    expect(
      differencesFromEnglish(
        hero,
        withoutSubline,
        parse(heroSource).es,
        "content/home/hero.yml",
        "es",
      ),
    ).toEqual(["content/home/hero.yml: es.subline: empty in English, so here too"]);
  });
});

describe("the module a content file becomes", () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), "content-"));
    mkdirSync(path.join(project, "content/media"), { recursive: true });
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it("imports a drawing with its size read from the file", () => {
    cpSync(
      path.join(root, "content/media/home-ideas-press.svg"),
      path.join(project, "content/media/a.svg"),
    );
    const code = contentModule(project, {
      image: { src: "/content/media/a.svg", alt: "A press" },
    });
    expect(code).toContain(
      `import media0 from ${JSON.stringify(`${project}/content/media/a.svg?no-inline`)}`,
    );
    expect(code).toContain('{src:media0,alt:"A press",width:720,height:560}');
  });

  it("sends a photo through the responsive pipeline, keeping its alt text", () => {
    writeFileSync(path.join(project, "content/media/b.jpg"), "");
    const code = contentModule(project, {
      items: [{ image: { src: "/content/media/b.jpg", alt: "A bottle" } }],
    });
    expect(code).toContain(`${project}/content/media/b.jpg?responsive`);
    expect(code).toContain('{...media0,alt:"A bottle"}');
  });

  it("reads a drawing's size from its viewBox when it has no width and height", () => {
    expect(svgSize('<svg viewBox="0 0 320 180">', "x.svg")).toEqual({ width: 320, height: 180 });
    expect(() => svgSize("<svg>", "content/media/x.svg")).toThrow(
      "content/media/x.svg: the drawing has no width and height (or viewBox)",
    );
  });
});
