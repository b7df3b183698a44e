import { describe, expect, it } from "vitest";
import { allContent } from "~/content/content-stub";
import { arrangeCatalogue, type Category, type Product } from "./catalogue";
import type { ImageAsset } from "./types";

const catalogue = allContent.catalogue;
if (!catalogue) throw new Error("the content stub carries the whole catalogue");

// The schema already refuses a missing fact, an empty line, a picture without alt text and an
// unknown category; these are the checks it cannot make on one file alone.

function expectDescribed(image: ImageAsset, where: string) {
  expect(image.alt.trim().length, `${where}: alt`).toBeGreaterThanOrEqual(10);
  expect(image.alt, `${where}: alt says what it shows`).not.toMatch(/^(image|picture|photo) of/i);
  expect(image.width, `${where}: width`).toBeGreaterThan(0);
  expect(image.height, `${where}: height`).toBeGreaterThan(0);
}

describe("product catalogue", () => {
  it("describes every category's and product's picture, with its size read from the file", () => {
    for (const category of catalogue.categories) {
      expectDescribed(category.image, `${category.id} gallery`);
      expectDescribed(category.rangeImage, `${category.id} range`);
    }
    for (const product of catalogue.products)
      expectDescribed(product.image, `${product.category}/${product.id}`);
  });

  it("repeats no line within a product's fact (each line is a list item with its own key)", () => {
    for (const product of catalogue.products)
      for (const fact of ["capacity", "materials", "features"] as const)
        expect(new Set(product[fact]).size, `${product.id} ${fact}`).toBe(product[fact].length);
  });
});

const category = (id: string, order: number, hidden?: boolean) =>
  ({ id, order, ...(hidden ? { hidden } : {}) }) as Category;
const product = (categoryId: string, id: string, order: number, hidden?: boolean) =>
  ({ id, category: categoryId, order, ...(hidden ? { hidden } : {}) }) as Product;

describe("arranging the catalogue", () => {
  it("orders categories and products by their order, ties by id, products by their category's order", () => {
    const { categories, products } = arrangeCatalogue({
      categories: [category("toys", 20), category("cookware", 10), category("bags", 20)],
      products: [
        product("toys", "b", 1),
        product("cookware", "z", 5),
        product("toys", "a", 1),
        product("bags", "x", 0),
        product("cookware", "y", 9),
      ],
    });
    expect(categories.map((c) => c.id)).toEqual(["cookware", "bags", "toys"]);
    expect(products.map((p) => `${p.category}/${p.id}`)).toEqual([
      "cookware/z",
      "cookware/y",
      "bags/x",
      "toys/a",
      "toys/b",
    ]);
  });

  it("leaves out hidden products, hidden categories with their products, and products of no category", () => {
    const { categories, products } = arrangeCatalogue({
      categories: [category("toys", 1), category("bags", 2, true)],
      products: [
        product("toys", "shown", 1),
        product("toys", "hidden", 2, true),
        product("bags", "in-hidden-category", 1),
        product("gone", "orphan", 1),
      ],
    });
    expect(categories.map((c) => c.id)).toEqual(["toys"]);
    expect(products.map((p) => p.id)).toEqual(["shown"]);
  });
});
