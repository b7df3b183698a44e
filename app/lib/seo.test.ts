import { describe, expect, it } from "vitest";
import { pageMeta } from "~/content/pages";
import { site } from "~/site";
import { DEFAULT_SITE_URL } from "./env-contract";
import { buildMeta, documentTitle, organizationJsonLd } from "./seo";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

describe("buildMeta", () => {
  it("titles inner pages 'Page | Company' and lets the home title stand alone", () => {
    expect(documentTitle(pageMeta.services)).toBe(`Services | ${site.name}`);
    expect(documentTitle(pageMeta.home)).toBe(pageMeta.home.title);
  });

  it("gives a canonical link and Open Graph URL on the configured origin", () => {
    const tags = buildMeta(pageMeta.careers) as Tag[];
    expect(find(tags, "rel", "canonical")?.href).toBe(`${DEFAULT_SITE_URL}/careers`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${DEFAULT_SITE_URL}/careers`);
    expect(find(tags, "property", "og:image")?.content).toMatch(
      new RegExp(`^${DEFAULT_SITE_URL}/`),
    );
    expect(find(tags, "name", "description")?.content).toBe(pageMeta.careers.description);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("keeps a no-index page out of search without a canonical link", () => {
    const tags = buildMeta(pageMeta.notFound, { isNoIndex: true }) as Tag[];
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });
});

describe("organizationJsonLd", () => {
  it("describes the company from the site configuration", () => {
    const data = (organizationJsonLd() as { "script:ld+json": Record<string, unknown> })[
      "script:ld+json"
    ];
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(data.sameAs).toEqual([site.social.videoChannel.url, site.social.photos.url]);
    expect(data.address).toMatchObject({ addressLocality: "Chennai", addressCountry: "IN" });
  });
});
