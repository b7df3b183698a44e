import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fillTemplate } from "~/lib/fill-template";
import { LOCALES } from "~/lib/locales";
import { typographyProblems } from "./text-checks";

/**
 * Accessible names and announcements made of several pieces are one message each, with
 * placeholders the code fills (`fillTemplate`), so every language orders the words its own way
 * ("スライド{n}「{name}」を表示"). Each message keeps all its placeholders in every language.
 */
const MESSAGES = [
  { file: "home/why-choose", field: ["dotLabel"], blanks: ["n", "name"] },
  { file: "home/why-choose", field: ["slideNews"], blanks: ["n", "count", "name"] },
  { file: "home/product-range", field: ["toggleLabel"], blanks: ["name"] },
  { file: "services/solutions", field: ["toggleLabel"], blanks: ["name"] },
  { file: "layout/navigation", field: ["assistive", "homeLinkLabel"], blanks: ["company"] },
  { file: "layout/navigation", field: ["assistive", "routeAnnouncement"], blanks: ["title"] },
  { file: "layout/navigation", field: ["languageCurrent"], blanks: ["language"] },
  { file: "layout/navigation", field: ["quote", "entryLabel"], blanks: ["count"] },
  { file: "layout/navigation", field: ["quote", "addLabel"], blanks: ["product"] },
] as const;

const read = (file: string) =>
  parse(readFileSync(path.join(process.cwd(), "content", `${file}.yml`), "utf8"));

const blanksOf = (text: string) => [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).sort();

describe("messages with placeholders", () => {
  for (const { file, field, blanks } of MESSAGES) {
    const name = `${file}: ${field.join(".")}`;
    for (const locale of LOCALES) {
      it(`${name} in ${locale} has ${blanks.map((b) => `{${b}}`).join(", ")} once each`, () => {
        const text: unknown = field.reduce<unknown>(
          (at, key) => (at as Record<string, unknown>)?.[key],
          read(file)[locale],
        );
        expect(typeof text, `${name} in ${locale}`).toBe("string");
        expect(blanksOf(text as string)).toEqual([...blanks].sort());
        const filled = fillTemplate(text as string, {
          n: 3,
          count: 6,
          name: "X",
          title: "T",
          company: "C",
          language: "L",
          product: "P",
        });
        expect(filled).not.toMatch(/[{}]/);
        // Older files are not all under the typography check: these messages are, one by one.
        expect(typographyProblems(locale, text as string)).toEqual([]);
      });
    }
  }
});

/** A button's name that says more than its words keeps them whole: voice control users say them. */
describe("names that keep the visible words", () => {
  for (const locale of LOCALES) {
    it(`Add to quote's name in ${locale} holds its button's words`, () => {
      const { add, addLabel } = read("layout/navigation")[locale].quote;
      expect(addLabel).toContain(add);
    });
  }
});

describe("the check itself", () => {
  it("finds a message that lost or renamed a placeholder", () => {
    expect(blanksOf("Go to slide {n}: {name}")).toEqual(["n", "name"]);
    expect(blanksOf("Go to slide {n}")).not.toEqual(["n", "name"]);
    expect(blanksOf("Go to slide {nr}: {name}")).not.toEqual(["n", "name"]);
  });
});
