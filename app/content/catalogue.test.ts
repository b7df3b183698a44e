import { describe, expect, it } from "vitest";
import { contentOf } from "~/content/content-stub";
import { PRODUCT_CATEGORY_IDS } from "~/content/schema/product";
import type { ImageAsset } from "./types";

const cookware = contentOf("product/categories/cookware");
const drinkware = contentOf("product/categories/drinkware");
const kitchenGadgets = contentOf("product/categories/kitchen-gadgets");
const toys = contentOf("product/categories/toys");
const categories = contentOf("product/categories");

// The schema already refuses a missing fact, an empty line, a picture without alt text and an
// unknown category; these are the checks it cannot make on one file alone.

const productFiles = { drinkware, cookware, toys, "kitchen-gadgets": kitchenGadgets };
const products = Object.entries(productFiles).flatMap(([category, file]) =>
  file.items.map((product) => ({ where: `${category}/${product.id}`, product })),
);

function expectDescribed(image: ImageAsset, where: string) {
  expect(image.alt.trim().length, `${where}: alt`).toBeGreaterThanOrEqual(10);
  expect(image.alt, `${where}: alt says what it shows`).not.toMatch(/^(image|picture|photo) of/i);
  expect(image.width, `${where}: width`).toBeGreaterThan(0);
  expect(image.height, `${where}: height`).toBeGreaterThan(0);
}

describe("product catalogue", () => {
  it("lists every category that has a products file (an unlisted one would never show)", () => {
    expect(categories.items.map((category) => category.id).sort()).toEqual(
      [...PRODUCT_CATEGORY_IDS].sort(),
    );
  });

  it("describes every gallery and product picture, with its size read from the file", () => {
    for (const [category, file] of Object.entries(productFiles))
      expectDescribed(file.image, `${category} gallery`);
    for (const { where, product } of products) expectDescribed(product.image, where);
  });

  it("repeats no line within a product's fact (each line is a list item with its own key)", () => {
    for (const { where, product } of products)
      for (const fact of ["capacity", "materials", "features"] as const)
        expect(new Set(product[fact]).size, `${where} ${fact}`).toBe(product[fact].length);
  });
});
