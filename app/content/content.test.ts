import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { mapLinks, site } from "~/site";
import homeHero from "~content/home/hero.yml";
import { categoryHref, productCategories } from "./categories";

import { contactCta, mainNav } from "./navigation";
import { pageMeta } from "./pages";
import { servicesCommunity } from "./services";

/** The URL paths the route table defines (the catch-all excluded). */
const routePaths = new Set(
  routes
    .filter((entry) => entry.path !== "*")
    .map((entry) => (entry.index ? "/" : `/${entry.path}`)),
);

/** Anchors that sections render with these ids, per page. */
const anchors: Record<string, string[]> = {
  "/": ["product-range"],
  "/product": productCategories.map((category) => category.anchor),
  // The processes section's heading (metal forming, plastics, finishing).
  "/manufacturing": ["processes-title"],
  "/services": [servicesCommunity.anchor],
};

function expectResolvable(href: string) {
  const [path = "", hash] = href.split("#");
  expect(routePaths, `${href}: path is a route`).toContain(path);
  if (hash) expect(anchors[path] ?? [], `${href}: anchor exists`).toContain(hash);
}

describe("content integrity", () => {
  it("defines the six pages of the site", () => {
    expect([...routePaths].sort()).toEqual([
      "/",
      "/careers",
      "/contact-us",
      "/manufacturing",
      "/product",
      "/services",
    ]);
  });

  it("links every navigation item, call to action and category to a real route and anchor", () => {
    for (const href of [
      ...mainNav.map((item) => item.to),
      contactCta.to,
      homeHero.cta.to,
      homeHero.secondaryCta.to,
      ...productCategories.map(categoryHref),
    ]) {
      expectResolvable(href);
    }
  });

  it("lists the navigation in the specification's order with unique ids", () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      "Home",
      "Services",
      "Product Categories",
      "Manufacturing Excellence",
      "Careers",
    ]);
    expect(new Set(mainNav.map((item) => item.id)).size).toBe(mainNav.length);
  });

  it("gives every page a distinct title and a description of useful length", () => {
    const pages = Object.values(pageMeta);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("keeps the four product categories with unique anchors", () => {
    expect(productCategories.map((c) => c.heading)).toEqual([
      "Drinkware",
      "Cookware",
      "Toys",
      "Kitchen Gadgets",
    ]);
    expect(new Set(productCategories.map((c) => c.anchor)).size).toBe(4);
  });
});

describe("site configuration", () => {
  it("holds a placeholder company in Chennai with example.com addresses", () => {
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.careersEmail).toMatch(/@example\.com$/);
    expect(site.address.locality).toBe("Chennai");
    expect(site.address.region).toBe("Tamil Nadu");
    expect(site.address.country).toBe("India");
    expect(site.hours).toBe("We are Reachable 24/7");
  });

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
    const { url, embedUrl } = mapLinks();
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

  it("reads every content module", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(7);
  });

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
