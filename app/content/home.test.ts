import { describe, expect, it } from "vitest";
import { contentLoader, firstProducts } from "~/content/page-content.server";
import { allContent } from "./content-stub";

/**
 * What the schemas cannot see: that the home range and the product page show the same
 * categories, from the same data.
 */
describe("home content", () => {
  it("gives the home range every category /product shows, in the same order", () => {
    const request = new Request("https://example.test/");
    const home = contentLoader(["home/"], firstProducts(6))({ request }).catalogue;
    const product = contentLoader(["product/"], firstProducts(8))({ request }).catalogue;
    expect(home?.categories.map((c) => c.id)).toEqual(product?.categories.map((c) => c.id));
    expect(home?.categories.length).toBe(allContent.catalogue?.categories.length);
  });
});
