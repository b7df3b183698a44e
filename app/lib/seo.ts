import type { MetaDescriptor } from "react-router";
import type { Content } from "~/content/schema/registry";
import { env } from "~/lib/env";
import { absoluteUrl as joinUrl } from "~/lib/env-contract";
import { formatAddress } from "~/lib/site-config";
import { site } from "~/site";

/** A page's search title and description (`meta` of its `page.yml`) and its address. */
export type PageMeta = Content<"home/page">["meta"] & { path: string };

export const SHARE_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 } as const;
export const LOGO_IMAGE = "/icons/icon-512.png";

/** A site path as an absolute URL on the configured `SITE_URL`. */
export function absoluteUrl(path: string): string {
  return joinUrl(path, env.siteUrl);
}

/** The document title: the page's own title, then the brand; the home page title stands alone. */
export function documentTitle(page: Pick<PageMeta, "path" | "title">): string {
  return page.path === "/" ? page.title : `${page.title} | ${site.name}`;
}

interface BuildMetaOptions {
  /** Keep the page out of search results (the not-found page). */
  isNoIndex?: boolean;
}

/** Every tag a route needs for search and link previews, built from its `PageMeta`. */
export function buildMeta(
  page: PageMeta,
  { isNoIndex = false }: BuildMetaOptions = {},
): MetaDescriptor[] {
  const title = documentTitle(page);
  const { description } = page;
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(SHARE_IMAGE.path);
  const imageAlt = `${site.name}: ${site.tagline}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (isNoIndex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  return tags;
}

/** schema.org `Organization` data for the home page. */
export function organizationJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      description: site.blurb,
      url: absoluteUrl("/"),
      logo: absoluteUrl(LOGO_IMAGE),
      email: site.email,
      telephone: site.phone.e164,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.countryCode,
      },
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "sales",
          telephone: site.phone.e164,
          email: site.email,
          areaServed: "Worldwide",
          availableLanguage: ["English"],
          hoursAvailable: "Mo-Su 00:00-23:59",
        },
      ],
      sameAs: [site.social.videoChannel.url, site.social.photos.url],
      foundingLocation: formatAddress(site.address),
    },
  };
}
