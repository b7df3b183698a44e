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
  contentDeclarations,
  contentModule,
  DECLARATIONS_FILE,
  svgSize,
} from "./content.ts";
import { differencesFromEnglish } from "./translations.ts";

const root = process.cwd();
const heroSource = readFileSync(path.join(root, CONTENT_DIR, "home/hero.en.yml"), "utf8");
const ideasSource = readFileSync(path.join(root, CONTENT_DIR, "home/ideas.en.yml"), "utf8");

/** The message a mistake in the hero file stops the build with. */
function heroError(source: string): string {
  try {
    checkContent(root, "home/hero", "en", source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the hero file was accepted");
}

describe("the content folder", () => {
  it("is valid as a whole: every file matches its schema, every schema has its file", () => {
    expect(() => checkAllContent(root)).not.toThrow();
  });

  it("has its import types up to date with the schemas", () => {
    expect(readFileSync(path.join(root, DECLARATIONS_FILE), "utf8")).toBe(contentDeclarations());
  });
});

describe("a broken content file stops the build with the file and the field", () => {
  it("names a required field that was deleted", () => {
    const source = heroSource.replace(/^subline:.*\n/m, "");
    expect(heroError(source)).toBe("content/home/hero.en.yml: subline: Required");
  });

  it("refuses an empty required field", () => {
    expect(heroError(heroSource.replace(/^subline:.*$/m, 'subline: "  "'))).toContain(
      "content/home/hero.en.yml: subline: Required",
    );
  });

  it("refuses a 5,000-word heading, saying how long it may be", () => {
    const long = Array.from({ length: 5000 }, () => "word").join(" ");
    expect(heroError(heroSource.replace(/^heading:.*$/m, `heading: ${long}`))).toContain(
      "content/home/hero.en.yml: heading: Keep this to 90 characters or fewer",
    );
  });

  it("refuses a link to a page that does not exist", () => {
    expect(heroError(heroSource.replace("to: /contact-us", "to: /contact"))).toContain(
      "content/home/hero.en.yml: secondaryCta.to: No such page: /contact",
    );
  });

  it("refuses a misspelt field instead of ignoring it", () => {
    expect(heroError(heroSource.replace(/^subline:/m, "subLine:"))).toMatch(
      /content\/home\/hero\.en\.yml: .*subLine/,
    );
  });

  it("names the file when it is not valid YAML", () => {
    expect(heroError(`${heroSource}\nfacts: [unclosed\n`)).toMatch(
      /^content\/home\/hero\.en\.yml: not valid YAML: /,
    );
  });

  it("names the field of a wrong item inside a list", () => {
    expect(heroError(heroSource.replace("label: people", "label: ''"))).toContain(
      "content/home/hero.en.yml: facts.1.label: Required",
    );
  });

  it("refuses a picture without alt text and a picture that does not exist", () => {
    const noAlt = ideasSource.replace(/^ {2}alt:.*\n/m, "");
    expect(() => checkContent(root, "home/ideas", "en", noAlt)).toThrow(
      "content/home/ideas.en.yml: image.alt: Required",
    );
    const missing = ideasSource.replace("home-ideas-press.svg", "home-no-such.svg");
    expect(() => checkContent(root, "home/ideas", "en", missing)).toThrow(
      "content/home/ideas.en.yml: image.src: no such picture: content/media/home-no-such.svg",
    );
  });

  it("refuses a file no schema describes", () => {
    expect(() => checkContent(root, "home/stray", "en", "heading: x\n")).toThrow(
      /^content\/home\/stray\.en\.yml: no schema describes this file/,
    );
  });
});

describe("every content file in every language", () => {
  const hero = contentFiles["home/hero"];
  const english = parse(heroSource);

  it("refuses a translation whose link, picture or number differs from English", () => {
    const german = structuredClone(english);
    german.secondaryCta.to = "/services";
    expect(differencesFromEnglish(hero, english, german, "content/home/hero.de.yml")).toEqual([
      'content/home/hero.de.yml: secondaryCta.to: the same in every language: "/contact-us" in English',
    ]);
  });

  it("refuses a translation with more or fewer list items, or an optional field filled in one only", () => {
    const french = structuredClone(english);
    french.facts.pop();
    expect(differencesFromEnglish(hero, english, french, "content/home/hero.fr.yml")).toEqual([
      `content/home/hero.fr.yml: facts: ${english.facts.length - 1} items here, ${english.facts.length} in English`,
    ]);
  });

  it("stops the build when a language's file is missing or a file names no language", () => {
    const project = mkdtempSync(path.join(tmpdir(), "content-"));
    try {
      cpSync(path.join(root, CONTENT_DIR), path.join(project, CONTENT_DIR), { recursive: true });
      rmSync(path.join(project, CONTENT_DIR, "home/hero.ja.yml"));
      writeFileSync(path.join(project, CONTENT_DIR, "home/ideas.yml"), ideasSource);
      expect(() => checkAllContent(project)).toThrow(
        /content\/home\/ideas\.yml: name it <name>\.<language>\.yml[^\n]*\n(?:.*\n)*content\/home\/hero\.ja\.yml: missing/,
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
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
