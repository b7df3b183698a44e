import { describe, expect, it } from "vitest";
import { contentOf } from "~/content/content-stub";

const productRange = contentOf("home/product-range");
const productCategories = contentOf("product/categories");

/**
 * What the schemas cannot see: that the home range and the product page agree. (Every link's
 * page and #section is checked for all content in content.test.ts.)
 */
describe("home content", () => {
  it("shows every product category in the range, linking to its section of the product page", () => {
    for (const category of productCategories.items) {
      const links = productRange.items.map((item) => item.cta.to);
      expect(links, category.id).toContain(`/product#${category.id}`);
    }
  });
});
