import { describe, expect, it } from "vitest";
import { contentLoader, wholeCatalogue } from "~/content/page-content.server";
import { siteConfig } from "~/content/site-config";
import { breadcrumbJsonLd, collectionPageJsonLd, productJsonLd } from "./json-ld";

/** The German content, as the loaders of a page under /de/ give it. */
const { content, catalogue } = contentLoader(
  [""],
  wholeCatalogue,
)({
  request: new Request("https://example.test/de/"),
});
const facts = content.site;
if (!catalogue || !facts) throw new Error("the German catalogue and site files are read");
const site = siteConfig(facts, "de");
const data = (tag: unknown) =>
  (tag as { "script:ld+json": Record<string, unknown> })["script:ld+json"];
const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/\S+$/.test(value);
const isText = (value: unknown) => typeof value === "string" && value.trim().length > 0;

/**
 * The shapes Google documents for these types (developers.google.com/search/docs/appearance/
 * structured-data/product-snippet and /breadcrumb): what it requires and how each value is typed.
 */
function productProblems(product: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (product["@context"] !== "https://schema.org") problems.push("@context");
  if (product["@type"] !== "Product") problems.push("@type");
  if (!isText(product.name)) problems.push("name is required");
  if (!isText(product.description)) problems.push("description");
  const images = [product.image].flat();
  if (!images.every(isUrl)) problems.push("image must be URLs");
  for (const key of ["brand", "manufacturer"]) {
    const org = product[key] as Record<string, unknown> | undefined;
    if (!org || !["Brand", "Organization"].includes(String(org["@type"])) || !isText(org.name))
      problems.push(`${key} must be a Brand or Organization with a name`);
  }
  if ("offers" in product || "aggregateRating" in product || "review" in product)
    problems.push("no offers, ratings or reviews: the site states none");
  return problems;
}

function breadcrumbProblems(list: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (list["@type"] !== "BreadcrumbList") problems.push("@type");
  const items = list.itemListElement as Record<string, unknown>[];
  if (!Array.isArray(items) || items.length < 2) problems.push("at least two ListItems");
  items.forEach((item, index) => {
    if (item["@type"] !== "ListItem") problems.push(`${index}: @type`);
    if (item.position !== index + 1) problems.push(`${index}: position counts from 1`);
    if (!isText(item.name)) problems.push(`${index}: name`);
    // Only the last step may leave out its address.
    if (index < items.length - 1 && !isUrl(item.item)) problems.push(`${index}: item URL`);
  });
  return problems;
}

describe("a product page's JSON-LD", () => {
  const tumblers = catalogue.products.find((item) => item.id === "tumblers");
  if (!tumblers) throw new Error("the tumblers are in the drinkware file");
  const product = data(
    productJsonLd(
      {
        path: "/product/drinkware/tumblers",
        name: tumblers.heading,
        description: tumblers.description,
        image: tumblers.image.src,
        category: "Trinkgefäße",
        materials: tumblers.materials,
      },
      site,
    ),
  );

  it("is a Product as Google documents it, naming the company as brand and manufacturer", () => {
    expect(productProblems(product)).toEqual([]);
    expect(product.name).toBe(tumblers.heading);
    expect((product.manufacturer as { name: string }).name).toBe(site.name);
    expect(product.url).toMatch(/\/de\/product\/drinkware\/tumblers$/);
    expect(product.material).toBe(tumblers.materials.join(", "));
  });

  it("has a BreadcrumbList from Home to the product, in the page's language", () => {
    const list = data(
      breadcrumbJsonLd(
        [
          { name: "Startseite", path: "/" },
          { name: "Produktkategorien", path: "/product" },
          { name: "Trinkgefäße", path: "/product/drinkware" },
          { name: tumblers.heading, path: "/product/drinkware/tumblers" },
        ],
        site,
      ),
    );
    expect(breadcrumbProblems(list)).toEqual([]);
    const items = list.itemListElement as { item: string }[];
    expect(items.map((item) => new URL(item.item).pathname)).toEqual([
      "/de",
      "/de/product",
      "/de/product/drinkware",
      "/de/product/drinkware/tumblers",
    ]);
  });

  it("the checks catch what Google would refuse", () => {
    expect(productProblems({ ...product, name: "", offers: {} })).toHaveLength(2);
    expect(
      breadcrumbProblems({
        "@type": "BreadcrumbList",
        itemListElement: [{ "@type": "ListItem", position: 0, name: "x" }, {}],
      }),
    ).not.toEqual([]);
  });
});

describe("a category page's JSON-LD", () => {
  const drinkware = catalogue.products.filter((item) => item.category === "drinkware");
  const page = data(
    collectionPageJsonLd(
      {
        path: "/product/drinkware",
        name: "Trinkgefäße",
        description: "Vakuumflaschen, Becher, Flaschen und Nachfüllkaraffen",
        items: drinkware.map((item) => ({
          name: item.heading,
          path: `/product/drinkware/${item.id}`,
        })),
      },
      site,
    ),
  );

  it("is a CollectionPage whose ItemList names every product it lists, with its German address", () => {
    expect(page["@type"]).toBe("CollectionPage");
    expect(isUrl(page.url)).toBe(true);
    const list = page.mainEntity as { "@type": string; itemListElement: Record<string, unknown>[] };
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement.map((item) => item.name)).toEqual(drinkware.map((p) => p.heading));
    list.itemListElement.forEach((item, index) => {
      expect(item.position).toBe(index + 1);
      expect(String(item.url)).toMatch(/^https?:\/\/[^/]+\/de\/product\/drinkware\/[a-z-]+$/);
    });
  });
});
