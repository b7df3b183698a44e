import { describe, expect, it } from "vitest";
import { contentOf } from "~/content/content-stub";
import { siteConfig } from "~/content/site-config";
import { DEFAULT_SITE_URL } from "~/lib/env-contract";
import { organizationJsonLd } from "./json-ld";
import { buildMeta, documentTitle } from "./seo";

const careers = contentOf("careers/page");
const home = contentOf("home/page");
const notFound = contentOf("not-found/page");
const services = contentOf("services/page");
const facts = contentOf("site");

const site = siteConfig(facts);

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

describe("buildMeta", () => {
  it("titles inner pages 'Page | Company' and lets the home title stand alone", () => {
    expect(documentTitle({ path: "/services", ...services.meta }, site)).toBe(
      `${services.meta.title} | ${site.name}`,
    );
    expect(documentTitle({ path: "/", ...home.meta }, site)).toBe(home.meta.title);
  });

  it("receives titles and descriptions with the company blanks already filled by the build", () => {
    for (const text of [home.meta.title, home.meta.description, careers.meta.description]) {
      expect(text).not.toMatch(/\{\w+\}/);
    }
    expect(home.meta.title).toContain(site.name);
    expect(home.meta.title).toContain(site.tagline);
  });

  it("names as alternates only the languages a page is translated into (an English-only product)", () => {
    const page = { path: "/product/toys/new-toy", title: "New toy", description: "A toy." };
    const tags = buildMeta(page, site, { languages: ["en"] }) as Tag[];
    const alternates = tags.filter((tag) => tag.rel === "alternate").map((tag) => tag.hrefLang);
    expect(alternates).toEqual(["en", "x-default"]);
    expect(tags.filter((tag) => tag.property === "og:locale:alternate")).toEqual([]);
    const everywhere = buildMeta(page, site) as Tag[];
    expect(everywhere.filter((tag) => tag.rel === "alternate")).toHaveLength(7);
  });

  it("gives a canonical link and Open Graph URL on the configured origin", () => {
    const tags = buildMeta({ path: "/careers", ...careers.meta }, site) as Tag[];
    expect(find(tags, "rel", "canonical")?.href).toBe(`${DEFAULT_SITE_URL}/careers`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${DEFAULT_SITE_URL}/careers`);
    expect(find(tags, "property", "og:image")?.content).toMatch(
      new RegExp(`^${DEFAULT_SITE_URL}/`),
    );
    expect(find(tags, "name", "description")?.content).toBe(careers.meta.description);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("keeps a no-index page out of search without a canonical link", () => {
    const tags = buildMeta({ path: "/404", ...notFound.meta }, site, { isNoIndex: true }) as Tag[];
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });
});

describe("organizationJsonLd", () => {
  it("describes the company from the site configuration", () => {
    const data = (organizationJsonLd(site) as { "script:ld+json": Record<string, unknown> })[
      "script:ld+json"
    ];
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(data.telephone).toBe(site.phone.e164);
    expect(data.sameAs).toEqual([site.social.videoChannel.url, site.social.photos.url]);
    expect(data.address).toMatchObject({
      addressLocality: site.address.locality,
      addressCountry: site.address.countryCode,
    });
  });
});
