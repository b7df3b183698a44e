import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { type ContentModule, pageContent } from "../../app/content/page-content.server.ts";
import { ContentStore, isCatalogueEntry, schemaOf } from "../../app/content/store.server.ts";
import { contentModule, fallbackOf } from "./content.ts";

/** A copy of the checkout's content folder, for a test to take a translation away from. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "fallback-"));
  cpSync(path.join(process.cwd(), "content"), path.join(root, "content"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Deletes one field of a content file through YAML's document API (the rest stays as written). */
function remove(file: string, at: (string | number)[]) {
  const name = path.join(root, "content", file);
  const document = parseDocument(readFileSync(name, "utf8"));
  document.deleteIn(at);
  writeFileSync(name, document.toString({ lineWidth: 0 }));
}

/** The page files as the content plugin makes them into modules, from the copy's store. */
function modules(): [string, ContentModule][] {
  const store = new ContentStore(root);
  return store
    .keys()
    .filter((key) => !isCatalogueEntry(key))
    .map((key) => {
      const page = store.page(key);
      return [key, { default: page, fallback: fallbackOf(store.gaps(key), schemaOf(key), page) }];
    });
}

describe("a required page text a translation lacks", () => {
  it("reaches the German page's loader data as its English words, and not the English page's", () => {
    remove("home/ideas.yml", ["de", "heading"]);
    remove("home/ideas.yml", ["de", "items", 1, "text"]);
    const files = modules();
    const german = pageContent(files, ["home/"], "de");
    const english = pageContent(files, ["home/"], "en");
    const ideas = (bundle: typeof german) => bundle.content["home/ideas"];

    // The page shows English there (and German everywhere else), and lists those English words.
    expect(ideas(german)?.heading).toBe(ideas(english)?.heading);
    expect(ideas(german)?.subheading).not.toBe(ideas(english)?.subheading);
    expect(german.shownInEnglish).toEqual([
      ideas(english)?.heading.trim(),
      ideas(english)?.items[1]?.text.trim(),
    ]);
    expect(german.shownInEnglish).not.toContain(ideas(english)?.subheading.trim());
    expect(english.shownInEnglish).toBeUndefined();
    // Another page's loader does not carry them.
    expect(pageContent(files, ["services/"], "de").shownInEnglish).toBeUndefined();
  });

  it("lists each text of a list it lacks, and not the items' ids", () => {
    remove("home/ideas.yml", ["de", "items"]);
    const files = modules();
    const german = pageContent(files, ["home/ideas"], "de");
    const englishItems = pageContent(files, ["home/ideas"], "en").content["home/ideas"]?.items;
    const words = englishItems?.flatMap((item) => [item.heading.trim(), item.text.trim()]);
    expect(german.shownInEnglish).toEqual(words);
    for (const item of englishItems ?? []) expect(german.shownInEnglish).not.toContain(item.id);
  });

  it("is not listed when the translation lacks a list item beyond the minimum (the page leaves it out)", () => {
    remove("home/ideas.yml", ["de", "items", 2]);
    const german = pageContent(modules(), ["home/ideas"], "de");
    expect(german.content["home/ideas"]?.items).toHaveLength(2);
    expect(german.shownInEnglish).toBeUndefined();
  });
});

describe("a content file's module", () => {
  it("exports the fallback lists only when a language has some", () => {
    expect(contentModule(root, { en: {} })).not.toContain("fallback");
    const code = contentModule(
      root,
      { en: {}, de: {} },
      fallbackOf({
        de: { missing: ["heading", "eyebrow"], fallback: ["heading"] },
        fr: { missing: ["eyebrow"], fallback: [] },
      }),
    );
    expect(code).toContain('export const fallback = {"de":["heading"]};');
  });
});
