import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { type ContentModule, pageContent } from "../../app/content/page-content.server.ts";
import { ContentStore, isCatalogueEntry } from "../../app/content/store.server.ts";
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
    .map((key) => [key, { default: store.page(key), fallback: fallbackOf(store.gaps(key)) }]);
}

describe("a required page text a translation lacks", () => {
  it("reaches the German page's loader data as a field shown in English, and not the English page's", () => {
    remove("home/ideas.yml", ["de", "heading"]);
    remove("home/ideas.yml", ["de", "items", 1, "text"]);
    const files = modules();
    const german = pageContent(files, ["home/"], "de");
    const english = pageContent(files, ["home/"], "en");

    expect(german.fallback?.["home/ideas"]).toEqual(["heading", "items.1.text"]);
    // The page shows English there (and German everywhere else).
    const ideas = (bundle: typeof german) => bundle.content["home/ideas"];
    expect(ideas(german)?.heading).toBe(ideas(english)?.heading);
    expect(ideas(german)?.subheading).not.toBe(ideas(english)?.subheading);
    expect(english.fallback).toBeUndefined();
    // Another page's loader does not carry it.
    expect(pageContent(files, ["services/"], "de").fallback?.["home/ideas"]).toBeUndefined();
  });

  it("is not listed when the translation lacks a list item beyond the minimum (the page leaves it out)", () => {
    remove("home/ideas.yml", ["de", "items", 2]);
    const german = pageContent(modules(), ["home/ideas"], "de");
    expect(german.content["home/ideas"]?.items).toHaveLength(2);
    expect(german.fallback).toBeUndefined();
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
