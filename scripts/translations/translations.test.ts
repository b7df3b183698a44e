import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, parseDocument, stringify } from "yaml";
import { ContentStore } from "../../app/content/store.server.ts";
import { LOCALES } from "../../app/lib/locales.ts";
import { main } from "./cli.ts";
import { confirmTranslations, SIDECAR_DIR } from "./status.ts";
import { exportXliff, importXliff } from "./xliff.ts";

/**
 * A copy of the checkout's content and sidecars, for a test to change, with every translation it
 * has confirmed: the tests start from nothing out of date, whatever the checkout's own state (an
 * English text edited and not yet translated there must not fail these tests).
 */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "translations-"));
  for (const dir of ["content", SIDECAR_DIR])
    cpSync(path.join(process.cwd(), dir), path.join(root, dir), { recursive: true });
  for (const locale of LOCALES) if (locale !== "en") confirmTranslations(root, locale);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const file = (name: string) => path.join(root, "content", name);
const read = (name: string) => readFileSync(file(name), "utf8");
/** Changes one field of a content file through YAML's document API (the rest stays as written). */
const edit = (name: string, at: (string | number)[], value: unknown) => {
  const document = parseDocument(read(name));
  document.setIn(at, value);
  writeFileSync(file(name), document.toString({ lineWidth: 0 }));
};
const TUMBLERS = "products/drinkware/tumblers.yml";
const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/** What `npm run translations` prints, and its exit code. */
async function run(...args: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await main(args, root, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

/** A product added in English only: the tumblers' English, under another name. */
function addEnglishOnlyProduct() {
  const english = parse(read(TUMBLERS)).en;
  writeFileSync(
    file("products/drinkware/travel-mugs.yml"),
    stringify({ en: { ...english, heading: "Travel Mugs", order: 25 } }),
  );
}

describe("a product written in English only", () => {
  it("is published in English and left out of every other language", () => {
    addEnglishOnlyProduct();
    const store = new ContentStore(root);
    expect(() => store.checkAll()).not.toThrow();
    const ids = (locale: (typeof LOCALES)[number]) =>
      store.catalogue(locale).products.map((product) => product.id);
    expect(ids("en")).toContain("travel-mugs");
    for (const locale of TRANSLATED) {
      expect(ids(locale)).not.toContain("travel-mugs");
      expect(ids(locale)).toContain("tumblers");
    }
    const addresses = store.addresses().filter((address) => address.includes("travel-mugs"));
    expect(addresses).toEqual(["/product/drinkware/travel-mugs"]);
  });

  it("is listed as missing in five languages, field by field with its English", async () => {
    addEnglishOnlyProduct();
    const { code, text } = await run("--strict");
    expect(code).toBe(1);
    for (const locale of TRANSLATED) {
      expect(text).toMatch(new RegExp(`^${locale}: \\d+ missing, 0 out of date$`, "m"));
    }
    expect(text).toContain(
      'missing: content/products/drinkware/travel-mugs.yml heading: "Travel Mugs"',
    );
    expect(text.match(/travel-mugs\.yml heading:/g)).toHaveLength(5);
    expect(text).toMatch(/^Total: \d+ texts to translate or confirm/m);
  });

  it("stays out of a language whose translation lacks a required text, and shows without an optional one", () => {
    const document = parse(read(TUMBLERS));
    const german = { ...document.de, features: document.de.features.slice(0, 1) };
    const { description: _, ...french } = document.fr;
    edit(TUMBLERS, ["de"], german);
    edit(TUMBLERS, ["fr"], french);
    const store = new ContentStore(root);
    const tumblers = (locale: "de" | "fr") =>
      store.catalogue(locale).products.find((product) => product.id === "tumblers");
    expect(tumblers("de")?.features).toEqual(german.features);
    expect(tumblers("fr")).toBeUndefined();
  });
});

describe("an English text that changed", () => {
  it("is out of date in five languages until translated again or confirmed", async () => {
    expect((await run("--strict")).code).toBe(0);
    edit(TUMBLERS, ["en", "description"], "Vacuum insulated tumblers, 20 to 40 oz.");
    const { code, text } = await run("--strict");
    expect(code).toBe(1);
    expect(
      text.match(/out of date: content\/products\/drinkware\/tumblers\.yml description:/g),
    ).toHaveLength(5);
    expect((await run("confirm", "de", "content/products/drinkware/tumblers.yml")).text).toBe(
      "1 de texts of content/products/drinkware/tumblers.yml confirmed as up to date.",
    );
    expect((await run()).text).toMatch(/^de: 0 missing, 0 out of date$/m);
    expect((await run()).text).toMatch(/^fr: 0 missing, 1 out of date$/m);
  });
});

describe("XLIFF for translators", () => {
  /** The exported German file with one unit's target written, as a translator's tool would. */
  function translate(xliff: string, fileId: string, unit: string, target: string): string {
    const start = xliff.indexOf(`<unit id="${unit}"`, xliff.indexOf(`<file id="${fileId}"`));
    const end = xliff.indexOf("</source>", start) + "</source>".length;
    const after = xliff.slice(end).replace(/^<target>.*?<\/target>/s, "");
    return `${xliff.slice(0, end)}<target>${target}</target>${after}`;
  }

  it("round-trips: export German, translate one text, import; the file holds it and the status no longer lists it", async () => {
    const before = read(TUMBLERS);
    edit(TUMBLERS, ["en", "description"], "Vacuum insulated drinkware tumblers, 20 to 40 oz.");
    addEnglishOnlyProduct();
    const { xliff, count } = await exportXliff(root, "de");
    expect(count).toBe(10);
    expect(xliff).toContain('srcLang="en" trgLang="de"');
    expect(xliff).toContain("Page: /de/product/drinkware/tumblers");
    expect(xliff).toContain("Field: Short description (description)");
    expect(xliff).toContain("Glossary (required): drinkware → Trinkgefäße");
    // The old German is the target of an out-of-date text, for the translator to revise.
    expect(xliff).toContain(parse(before).de.description);

    const translated = translate(
      xliff,
      "products:drinkware:tumblers",
      "description",
      "Vakuumisolierte Trinkgefäße, ca. 590 bis 1.180 ml.",
    );
    writeFileSync(path.join(root, "de.xlf"), translated);
    const exported = read(TUMBLERS).split("\n");
    const { code, text } = await run("import", path.join(root, "de.xlf"));
    expect(text).toBe(
      "1 de texts written into 1 files:\n  content/products/drinkware/tumblers.yml",
    );
    expect(code).toBe(0);
    const after = read(TUMBLERS);
    expect(parse(after).de.description).toBe("Vakuumisolierte Trinkgefäße, ca. 590 bis 1.180 ml.");
    // Only that line changed: the other languages and the file's layout are as they were.
    const changed = after.split("\n").filter((line, i) => line !== exported[i]);
    expect(changed).toEqual(["  description: Vakuumisolierte Trinkgefäße, ca. 590 bis 1.180 ml."]);
    const status = (await run()).text;
    expect(status).toMatch(/^de: \d+ missing, 0 out of date$/m);
    expect(status).toMatch(/^fr: \d+ missing, 1 out of date$/m);
  });

  it("refuses a file exported before English changed again, naming the text, and writes nothing", async () => {
    edit(TUMBLERS, ["en", "description"], "Vacuum insulated tumblers, 20 to 40 oz.");
    const { xliff } = await exportXliff(root, "de");
    edit(TUMBLERS, ["en", "description"], "Vacuum insulated tumblers, 20, 30 and 40 oz.");
    const unchanged = read(TUMBLERS);
    const translated = translate(
      xliff,
      "products:drinkware:tumblers",
      "description",
      "Vakuumisolierte Becher.",
    );
    await expect(importXliff(root, translated)).rejects.toThrow(
      'products/drinkware/tumblers#description: English is now "Vacuum insulated tumblers, 20, 30 and 40 oz."',
    );
    expect(read(TUMBLERS)).toBe(unchanged);
  });

  it("protects placeholders as inline codes, and refuses a translation that drops one", async () => {
    edit("layout/navigation.yml", ["en", "assistive", "slide"], "Slide {n} of {count}");
    const { xliff } = await exportXliff(root, "de", "layout/navigation");
    expect(xliff).toContain('<ph id="1" equiv="{n}" disp="{n}"/>');
    const kept = translate(
      xliff,
      "layout:navigation",
      "assistive.slide",
      'Folie <ph id="1" equiv="{n}" disp="{n}"/> von <ph id="2" equiv="{count}" disp="{count}"/>',
    );
    await importXliff(root, kept);
    expect(parse(read("layout/navigation.yml")).de.assistive.slide).toBe("Folie {n} von {count}");

    edit("layout/navigation.yml", ["en", "assistive", "slide"], "{n} of {count} slides");
    const again = (await exportXliff(root, "de", "layout/navigation")).xliff;
    const dropped = translate(again, "layout:navigation", "assistive.slide", "Folie von allen");
    await expect(importXliff(root, dropped)).rejects.toThrow(
      "layout/navigation#assistive.slide: keep the placeholders {count} {n}",
    );
  });

  it("writes a new product's translation as a new language part that the build accepts", async () => {
    addEnglishOnlyProduct();
    let { xliff } = await exportXliff(root, "ja", "products/drinkware/travel-mugs");
    const english = parse(read("products/drinkware/travel-mugs.yml")).en;
    // A translator's tool fills every unit; here each gets a stand-in Japanese text.
    for (const field of ["heading", "shortName", "description", "pictureAlt"])
      xliff = translate(xliff, "products:drinkware:travel-mugs", field, `訳 ${field}`);
    for (const list of ["capacity", "materials", "features"])
      english[list].forEach((_: string, i: number) => {
        xliff = translate(
          xliff,
          "products:drinkware:travel-mugs",
          `${list}.${i}`,
          `訳 ${list} ${i}`,
        );
      });
    await importXliff(root, xliff);
    const store = new ContentStore(root);
    const mugs = store.catalogue("ja").products.find((product) => product.id === "travel-mugs");
    expect(mugs?.heading).toBe("訳 heading");
    expect(store.addresses()).toContain("/ja/product/drinkware/travel-mugs");
    expect((await run()).text).toMatch(/^ja: 0 missing, 0 out of date$/m);
  });
});
