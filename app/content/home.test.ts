import { describe, expect, it } from "vitest";
import routes from "~/routes";
import communityBanner from "~content/home/community-banner.yml";
import hero from "~content/home/hero.yml";
import ideas from "~content/home/ideas.yml";
import lifestyleGallery from "~content/home/lifestyle-gallery.yml";
import productRange from "~content/home/product-range.yml";
import productCategories from "~content/product/categories.yml";
import servicesCommunity from "~content/services/community.yml";

/**
 * What the schemas cannot see: that a link's #section exists on the page it names, and that the
 * home range and the product page agree. Words, ids, alt texts and sizes are the schemas' job.
 */
const routePaths = new Set(
  routes.filter((r) => r.path !== "*").map((r) => (r.index ? "/" : `/${r.path}`)),
);
const anchors: Record<string, string[]> = {
  "/": [productRange.id],
  "/product": productCategories.items.map((category) => category.id),
  "/services": [servicesCommunity.id],
  // The processes section's heading (metal forming, plastics, finishing).
  "/manufacturing": ["processes-title"],
};

function expectResolvable(href: string) {
  const [path = "", hash] = href.split("#");
  expect(routePaths, `${href}: path is a route`).toContain(path);
  if (hash) expect(anchors[path] ?? [], `${href}: anchor exists`).toContain(hash);
}

describe("home content", () => {
  it("links every call to action to a real page and section", () => {
    for (const href of [
      hero.cta.to,
      hero.secondaryCta.to,
      ideas.cta.to,
      lifestyleGallery.cta.to,
      communityBanner.cta.to,
      ...productRange.items.map((item) => item.cta.to),
    ])
      expectResolvable(href);
  });

  it("shows every product category in the range, linking to its section of the product page", () => {
    for (const category of productCategories.items) {
      const links = productRange.items.map((item) => item.cta.to);
      expect(links, category.id).toContain(`/product#${category.id}`);
    }
  });
});
