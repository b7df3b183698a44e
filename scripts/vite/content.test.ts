import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CONTENT_DIR,
  checkAllContent,
  checkContent,
  contentDeclarations,
  contentModule,
  DECLARATIONS_FILE,
  svgSize,
} from "./content.ts";

const root = process.cwd();
const heroSource = readFileSync(path.join(root, CONTENT_DIR, "home/hero.yml"), "utf8");
const ideasSource = readFileSync(path.join(root, CONTENT_DIR, "home/ideas.yml"), "utf8");

/** The message a mistake in the hero file stops the build with. */
function heroError(source: string): string {
  try {
    checkContent(root, "home/hero", source);
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
    expect(heroError(source)).toBe("content/home/hero.yml: subline: Required");
  });

  it("refuses an empty required field", () => {
    expect(heroError(heroSource.replace(/^subline:.*$/m, 'subline: "  "'))).toContain(
      "content/home/hero.yml: subline: Required",
    );
  });

  it("refuses a 5,000-word heading, saying how long it may be", () => {
    const long = Array.from({ length: 5000 }, () => "word").join(" ");
    expect(heroError(heroSource.replace(/^heading:.*$/m, `heading: ${long}`))).toContain(
      "content/home/hero.yml: heading: Keep this to 90 characters or fewer",
    );
  });

  it("refuses a link to a page that does not exist", () => {
    expect(heroError(heroSource.replace("to: /contact-us", "to: /contact"))).toContain(
      "content/home/hero.yml: secondaryCta.to: No such page: /contact",
    );
  });

  it("refuses a misspelt field instead of ignoring it", () => {
    expect(heroError(heroSource.replace(/^subline:/m, "subLine:"))).toMatch(
      /content\/home\/hero\.yml: .*subLine/,
    );
  });

  it("names the file when it is not valid YAML", () => {
    expect(heroError(`${heroSource}\nfacts: [unclosed\n`)).toMatch(
      /^content\/home\/hero\.yml: not valid YAML: /,
    );
  });

  it("names the field of a wrong item inside a list", () => {
    expect(heroError(heroSource.replace("label: people", "label: ''"))).toContain(
      "content/home/hero.yml: facts.1.label: Required",
    );
  });

  it("refuses a picture without alt text and a picture that does not exist", () => {
    const noAlt = ideasSource.replace(/^ {2}alt:.*\n/m, "");
    expect(() => checkContent(root, "home/ideas", noAlt)).toThrow(
      "content/home/ideas.yml: image.alt: Required",
    );
    const missing = ideasSource.replace("home-ideas-press.svg", "home-no-such.svg");
    expect(() => checkContent(root, "home/ideas", missing)).toThrow(
      "content/home/ideas.yml: image.src: no such picture: content/media/home-no-such.svg",
    );
  });

  it("refuses a file no schema describes", () => {
    expect(() => checkContent(root, "home/stray", "heading: x\n")).toThrow(
      /^content\/home\/stray\.yml: no schema describes this file/,
    );
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
