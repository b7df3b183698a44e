import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { allContent, contentOf } from "~/content/content-stub";
import { fillSiteBlanks } from "~/content/site-blanks";
import { mapLinks, siteConfig } from "~/content/site-config";
import { categoryPath, productPath } from "~/lib/catalogue-paths";
import { LOCALES, type Locale, localePath, splitLocale } from "~/lib/locales";
import routes from "~/routes";

const homeHero = contentOf("home/hero");
const navigation = contentOf("layout/navigation");
const catalogue = allContent.catalogue;
if (!catalogue) throw new Error("the content stub carries the catalogue");
const servicesCommunity = contentOf("services/community");
const facts = contentOf("site");

const site = siteConfig(facts);

/** Every content file as written, by its path under `content/`. */
const contentFiles = readdirSync("content", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".yml"))
  .map((file) => ({ file, data: parse(readFileSync(path.join("content", file), "utf8")) }));

/** Every `to:` (a link inside the site) in the data, with where it sits. */
function internalLinks(data: unknown, at: string): Array<{ at: string; to: string }> {
  if (Array.isArray(data)) return data.flatMap((item, i) => internalLinks(item, `${at}.${i}`));
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === "to" && typeof value === "string"
      ? [{ at, to: value }]
      : internalLinks(value, `${at}.${key}`),
  );
}

/** Every page's search title and description in a language, by its `page.yml`. */
const pageMeta = (locale: Locale) =>
  contentFiles
    .filter(({ file }) => path.basename(file) === "page.yml" && path.dirname(file) !== "error")
    .map(({ file, data }) => ({
      file: `${file}: ${locale}`,
      ...(data as Record<Locale, { meta: { title: string; description: string } }>)[locale].meta,
    }));

/** The English addresses of the catalogue's pages, which its routes' parameters stand for. */
const catalogueAddresses = [
  ...catalogue.categories.map((category) => categoryPath(category.id)),
  ...catalogue.products.map((product) => productPath(product.category, product.id)),
];

/** Every URL path the route table defines, in every language (catch-alls excluded). */
const allRoutePaths = routes
  .filter((entry) => !entry.path?.endsWith("*"))
  .flatMap((entry) => {
    const path = entry.index ? "/" : `/${entry.path}`;
    if (!path.includes(":")) return [path];
    // `/de/product/:category/:id`: each such page of the catalogue, in the route's language.
    const { locale, path: pattern } = splitLocale(path);
    const depth = pattern.split("/").length;
    return catalogueAddresses
      .filter((address) => address.split("/").length === depth)
      .map((address) => localePath(locale, address));
  });

/** The English ones, which content links name (`/services`; pages add the language prefix). */
const routePaths = new Set(allRoutePaths.filter((path) => splitLocale(path).locale === "en"));

/** Anchors that sections render with these ids, per page. */
const anchors: Record<string, string[]> = {
  "/": ["product-range"],
  "/product": catalogue.categories.map((category) => category.id),
  // The processes section's heading (metal forming, plastics, finishing).
  "/manufacturing": ["processes-title"],
  "/services": [servicesCommunity.id],
  // The quote list's custom part: where every "send us your drawing" link leads.
  "/quote": ["custom-part"],
};

function expectResolvable(href: string) {
  const [path = "", hash] = href.split("#");
  expect(routePaths, `${href}: path is a route`).toContain(path);
  if (hash) expect(anchors[path] ?? [], `${href}: anchor exists`).toContain(hash);
}

describe("content integrity", () => {
  it("defines the six pages of the site, the catalogue's pages and the quote list, each in every language", () => {
    const products = [...routePaths].filter((path) => path.startsWith("/product/"));
    expect(products.length).toBeGreaterThan(0);
    expect([...routePaths].filter((path) => !products.includes(path)).sort()).toEqual([
      "/",
      "/careers",
      "/contact-us",
      "/manufacturing",
      "/product",
      "/quote",
      "/services",
    ]);
    expect(allRoutePaths.sort()).toEqual(
      LOCALES.flatMap((locale) => [...routePaths].map((path) => localePath(locale, path))).sort(),
    );
  });

  it("links every navigation item, call to action and category to a real route and anchor", () => {
    for (const href of [
      ...navigation.items.map((item) => item.to),
      navigation.cta.to,
      homeHero.cta.to,
      homeHero.secondaryCta.to,
      ...catalogue.categories.map((category) => `/product#${category.id}`),
    ]) {
      expectResolvable(href);
    }
  });

  it("links every `to:` in the content files to a real route and anchor", () => {
    const links = contentFiles.flatMap(({ file, data }) => internalLinks(data, file));
    expect(links.length).toBeGreaterThan(0);
    for (const { at, to } of links) {
      const [page = "", hash] = to.split("#");
      expect(routePaths, `${at}: ${to}: path is a route`).toContain(page);
      if (hash) expect(anchors[page] ?? [], `${at}: ${to}: anchor exists`).toContain(hash);
    }
  });

  it("starts the navigation with the home page, which the banners' trail links to", () => {
    expect(navigation.items[0]?.to).toBe("/");
  });

  it.each(LOCALES)(
    "gives every page a distinct title and a description of useful length (%s)",
    (locale) => {
      const pages = pageMeta(locale);
      expect(pages.length).toBe(8);
      expect(new Set(pages.map((page) => fillSiteBlanks(page.title, facts))).size).toBe(
        pages.length,
      );
      // Japanese says in about 60 characters what English says in 150; Arabic is a little shorter.
      const shortest = { ja: 30, ar: 60 }[locale as string] ?? 70;
      for (const page of pages) {
        const description = fillSiteBlanks(page.description, facts);
        expect(description.length, page.file).toBeGreaterThanOrEqual(shortest);
        expect(description.length, page.file).toBeLessThanOrEqual(170);
      }
    },
  );
});

describe("site configuration", () => {
  it("has a dialable E.164 phone number matching the printed one", () => {
    expect(site.phone.e164).toMatch(/^\+\d{7,15}$/);
    expect(site.phone.display.replace(/\D/g, "")).toBe(site.phone.e164.slice(1));
  });

  it("links social profiles over https", () => {
    for (const profile of Object.values(site.social)) expect(profile.url).toMatch(/^https:\/\//);
  });
});

describe("map links", () => {
  it("point the map and its embed at the office coordinates", () => {
    const { url, embedUrl } = mapLinks(site.geo);
    expect(url).toContain(`mlat=${site.geo.latitude}`);
    expect(embedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(decodeURIComponent(embedUrl)).toContain(
      `marker=${site.geo.latitude},${site.geo.longitude}`,
    );
  });
});

/** Every object in the content modules that names an image must describe it. */
describe("images in content", () => {
  const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
    eager: true,
  });

  function imagesIn(value: unknown, path: string, found: { path: string; alt: unknown }[]) {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) imagesIn(item, `${path}[${i}]`, found);
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      // An `ImageAsset` carries its own `src` and `alt`; a bare `image: url` needs `alt` beside it.
      const isBareUrl = typeof record.image === "string" || typeof record.img === "string";
      if ("src" in record || isBareUrl) found.push({ path, alt: record.alt });
      for (const [key, child] of Object.entries(record)) imagesIn(child, `${path}.${key}`, found);
    }
    return found;
  }

  it("gives every image a meaningful alt text", () => {
    for (const [file, exports] of Object.entries(modules)) {
      for (const image of imagesIn(exports, file, [])) {
        expect(
          typeof image.alt === "string" && image.alt.trim().length >= 5,
          `${image.path} needs alt`,
        ).toBe(true);
      }
    }
  });
});
