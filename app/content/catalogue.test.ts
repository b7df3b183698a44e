import { describe, expect, it } from "vitest";
import { catalogue, type ProductSpec, specTitles } from "./catalogue";
import { productCategories } from "./categories";
import type { ImageAsset } from "./types";

const allSlides = catalogue.flatMap((entry) => entry.slides);

function slidesOf(categoryId: string) {
  return catalogue.find((entry) => entry.categoryId === categoryId)?.slides ?? [];
}

function specText(spec: ProductSpec | undefined): string {
  if (!spec) return "";
  return typeof spec.text === "string" ? spec.text : spec.text.join(" | ");
}

function spec(slideId: string, title: ProductSpec["title"]): string {
  const slide = allSlides.find((candidate) => candidate.id === slideId);
  return specText(slide?.specs.find((candidate) => candidate.title === title));
}

function expectImage(image: ImageAsset, where: string) {
  expect(image.src, `${where}: src`).toBeTruthy();
  expect(image.alt.trim().length, `${where}: alt`).toBeGreaterThanOrEqual(10);
  expect(image.alt, `${where}: alt says what it shows`).not.toMatch(/^(image|picture|photo) of/i);
  expect(image.width, `${where}: width`).toBeGreaterThan(0);
  expect(image.height, `${where}: height`).toBeGreaterThan(0);
}

describe("product catalogue", () => {
  it("has one entry per category, in the categories' order", () => {
    expect(catalogue.map((entry) => entry.categoryId)).toEqual(productCategories.map((c) => c.id));
  });

  it("gives every category at least one slide, and slides unique ids", () => {
    for (const entry of catalogue) expect(entry.slides.length, entry.categoryId).toBeGreaterThan(0);
    expect(new Set(allSlides.map((slide) => slide.id)).size).toBe(allSlides.length);
  });

  it("lists Capacity, Materials and Features with non-empty text on every slide", () => {
    for (const slide of allSlides) {
      expect(
        slide.specs.map((s) => s.title),
        slide.id,
      ).toEqual([...specTitles]);
      for (const { title, text } of slide.specs) {
        const values = typeof text === "string" ? [text] : text;
        expect(values.length, `${slide.id} ${title}`).toBeGreaterThan(0);
        for (const value of values) expect(value.trim(), `${slide.id} ${title}`).not.toBe("");
      }
    }
  });

  it("keeps the category anchors unique and usable as ids", () => {
    const anchors = productCategories.map((category) => category.anchor);
    expect(anchors).toEqual(["drinkware", "cookware", "toys", "kitchen-gadgets"]);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("describes every slide and gallery image with alt text and an intrinsic size", () => {
    for (const slide of allSlides) expectImage(slide.image, slide.id);
    for (const entry of catalogue) expectImage(entry.image, `${entry.categoryId} gallery`);
  });

  it("holds exactly the specification's ranges", () => {
    expect(slidesOf("drinkware").map((s) => s.heading)).toEqual([
      "Double Wall Stainless Steel Vacuum Bottles",
      "Stainless Steel Vacuum Tumblers",
      "Plastic Bottles & Glass Refill Jugs",
    ]);
    expect(slidesOf("cookware").map((s) => s.heading)).toEqual([
      "Non-Stick Press",
      "Ceramic Press",
      "Forge Non-Stick",
      "Ceramic Forge",
    ]);
    expect(slidesOf("toys").map((s) => s.heading)).toEqual(["Plastic Toys"]);
    expect(slidesOf("kitchen-gadgets").map((s) => s.heading)).toEqual(["Kitchen Gadgets"]);
  });

  it("states the specification's sizes, materials and finishes", () => {
    expect(spec("vacuum-bottles", "Capacity")).toBe("18 to 64 oz");
    expect(spec("vacuum-bottles", "Materials")).toContain("SS 304");
    for (const finish of [
      "Powder coating",
      "PU coating",
      "UV printing",
      "Silk screen",
      "Pad printing",
      "Laser etching",
    ])
      expect(spec("vacuum-bottles", "Features")).toContain(finish);
    expect(spec("tumblers", "Capacity")).toBe("20, 30, 40 oz");
    expect(spec("tumblers", "Materials")).toContain("PS, SAN, Tritan");
    expect(spec("tumblers", "Features")).toContain("Straw compatible");
    expect(spec("bottles-and-jugs", "Capacity")).toBe("100 ml to 20 litres");
    for (const material of ["Tritan", "PP", "PET"])
      expect(spec("bottles-and-jugs", "Materials")).toContain(material);
    expect(spec("bottles-and-jugs", "Features")).toContain("Injection stretch blow moulding");
    for (const slide of slidesOf("cookware")) {
      const sizes = spec(slide.id, "Capacity");
      for (const size of ["4.5 to 12 inch", "1 to 6 Qt", "5 to 8 Qt"])
        expect(sizes, slide.id).toContain(size);
    }
    for (const id of ["ceramic-press", "ceramic-forge"])
      expect(spec(id, "Features"), id).toContain("PFOA and PFAS");
    for (const id of ["non-stick-press", "forge-non-stick"])
      expect(spec(id, "Features"), id).toContain("PTFE roller coating");
    expect(spec("plastic-toys", "Materials")).toBe("PP | ABS | Electronics");
    expect(spec("kitchen-gadgets", "Capacity")).toMatch(/^Customizable/);
    expect(spec("kitchen-gadgets", "Materials")).toBe("SS | Nylon | PP | TPE");
    expect(spec("kitchen-gadgets", "Features")).toBe(
      "Measuring jars | Strainers | Nylon tools | Vegetable choppers",
    );
  });

  it("puts each capacity claim with the products it belongs to", () => {
    const output = (id: string) => {
      const entry = catalogue.find((candidate) => candidate.categoryId === id)?.output;
      return entry ? `${entry.value} ${entry.label}` : "";
    };
    expect(output("drinkware")).toMatch(/^4\.5 million .*hydration.*12 million/);
    expect(output("cookware")).toMatch(/^9 million .*cookware.*45 million/);
    expect(spec("bottles-and-jugs", "Features")).toContain("3 million");
    expect(output("toys")).toBe("");
  });
});
