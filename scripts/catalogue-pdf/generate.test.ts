import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentStore } from "../../app/content/store.server.ts";
import { LOCALE_INFO, LOCALES, type Locale } from "../../app/lib/locales.ts";
import { pdfData } from "./data.ts";
import { type CataloguePdf, makeCataloguePdfs } from "./generate.ts";
import { asTextLayer, comparable, type PdfText, pdfText } from "./pdf-text.ts";

const root = process.cwd();
const SITE = "https://www.example.com";
/** The issue's limit per PDF. */
const MAX_BYTES = 3 * 1024 * 1024;

// Made once for the file: every language's PDF from today's content, each read back by pdf.js.
let pdfs: CataloguePdf[] = [];
const texts = new Map<Locale, PdfText>();
beforeAll(async () => {
  pdfs = await makeCataloguePdfs(root, SITE);
  for (const pdf of pdfs)
    texts.set(pdf.locale, await pdfText(pdf.bytes, LOCALE_INFO[pdf.locale].dir));
  // A second or two on a quiet machine; one loaded by other builds takes several times longer.
}, 120_000);

describe.each(LOCALES)("the %s catalogue PDF", (locale) => {
  const made = () => pdfs.find((pdf) => pdf.locale === locale) as CataloguePdf;
  const read = () => texts.get(locale) as PdfText;
  const data = () => pdfData(contentStore(root), locale, SITE);

  it("parses, with the pages Typst laid out, and stays under 3 MB", () => {
    expect(read().pages).toBe(made().pages);
    // A cover, at least a page per category, the certifications and contact page.
    expect(read().pages).toBeGreaterThanOrEqual(data().categories.length + 2);
    expect(made().bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  });

  it("names every product in its language, in reading order, with its web address", () => {
    const all = comparable(read().text.join("\n"));
    const products = data().categories.flatMap((category) => category.products);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(all).toContain(asTextLayer(product.name));
      expect(all).toContain(comparable(product.url));
    }
  });

  it("starts each category on a page of its own, after the cover", () => {
    const pages = read().text.map(comparable);
    for (const category of data().categories) {
      const page = pages.findIndex((text) => text.startsWith(asTextLayer(category.name)));
      expect(page, category.name).toBeGreaterThan(0);
    }
  });

  it("ends with the certifications and the contact details", () => {
    const last = comparable(read().text.at(-1) ?? "");
    const { certifications, contact } = data();
    for (const item of certifications.items) expect(last).toContain(asTextLayer(item.name));
    for (const row of contact.rows.slice(0, 2))
      expect(last).toContain(asTextLayer(row.lines.join("")));
  });
});

it("numbers the pages after the cover: n / total", () => {
  const { pages, text } = texts.get("en") as PdfText;
  for (let page = 2; page <= pages; page++)
    expect(comparable(text[page - 1] ?? "")).toContain(`${page}/${pages}`);
});

describe("a product added to the content", () => {
  let copy = "";
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("is in the next PDFs, in English and Arabic", async () => {
    copy = mkdtempSync(path.join(tmpdir(), "catalogue-pdf-"));
    cpSync(path.join(root, "content"), path.join(copy, "content"), { recursive: true });
    const names: Record<string, string> = {
      en: "Enamel Camping Mugs",
      de: "Emaillierte Campingbecher",
      fr: "Tasses de camping émaillées",
      es: "Tazas de camping esmaltadas",
      ar: "أكواب تخييم مطلية بالمينا",
      ja: "ホーロー製キャンプマグ",
    };
    const words = (name: string) => ({
      heading: name,
      description: `${name}.`,
      pictureAlt: name,
      capacity: ["350 ml"],
      materials: ["Steel"],
      features: ["Enamel"],
    });
    const file = Object.fromEntries(
      LOCALES.map((l) => [
        l,
        l === "en"
          ? { order: 5, picture: "/content/media/product-tumblers.svg", ...words(names.en ?? "") }
          : words(names[l] ?? ""),
      ]),
    );
    writeFileSync(
      path.join(copy, "content/products/drinkware/camping-mugs.yml"),
      JSON.stringify(file),
    );
    const made = await makeCataloguePdfs(copy, SITE, ["en", "ar"]);
    for (const pdf of made) {
      const all = comparable((await pdfText(pdf.bytes, LOCALE_INFO[pdf.locale].dir)).text.join(""));
      expect(all).toContain(asTextLayer(names[pdf.locale] ?? ""));
      expect(all).toContain(
        comparable(
          `${SITE}${pdf.locale === "en" ? "" : `/${pdf.locale}`}/product/drinkware/camping-mugs`,
        ),
      );
    }
  });
});
