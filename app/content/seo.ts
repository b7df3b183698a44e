import type { MetaDescriptor } from "react-router";
import type { Content, ContentKey } from "~/content/schema/registry";
import { siteFrom } from "~/content/site";
import { formatAddress, type SiteConfig } from "~/content/site-config";
import { contentFrom, languagePagesFrom, type Matches } from "~/content/use-content";
import { env } from "~/lib/env";
import { absoluteUrl as joinUrl } from "~/lib/env-contract";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localePath } from "~/lib/locales";

/** A page's search title and description (`meta` of its `page.yml`) and its address in English. */
type PageMeta = Content<"home/page">["meta"] & { path: string };

/** A site path as an absolute URL on the configured `SITE_URL`. */
const absoluteUrl = (path: string) => joinUrl(path, env.siteUrl);

/** The document title: the page's own title, then the brand; the home page title stands alone. */
export function documentTitle(page: Pick<PageMeta, "path" | "title">, site: SiteConfig): string {
  return page.path === "/" ? page.title : `${page.title} | ${site.name}`;
}

/**
 * Every tag a route needs for search and link previews, in the site's language (`site.locale`): the
 * page's own address as canonical, and the same page in each of `languages` (every language
 * unless said: a catalogue entry not yet translated has fewer) as its alternates. `isNoIndex`
 * keeps the page out of search results.
 */
export function buildMeta(
  page: PageMeta,
  site: SiteConfig,
  {
    isNoIndex = false,
    languages = LOCALES,
  }: { isNoIndex?: boolean; languages?: readonly Locale[] } = {},
): MetaDescriptor[] {
  const title = documentTitle(page, site);
  const { description } = page;
  const url = absoluteUrl(localePath(site.locale, page.path));
  const image = absoluteUrl("/og-image.jpg");
  const imageAlt = `${site.name}: ${site.tagline}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: LOCALE_INFO[site.locale].ogLocale },
    ...languages
      .filter((other) => other !== site.locale)
      .map((other) => ({
        property: "og:locale:alternate",
        content: LOCALE_INFO[other].ogLocale,
      })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(isNoIndex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
          ...[...languages, "x-default" as const].map((hrefLang) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang,
            href: absoluteUrl(
              localePath(hrefLang === "x-default" ? DEFAULT_LOCALE : hrefLang, page.path),
            ),
          })),
        ]),
  ];
}

/** The languages a catalogue page at `path` exists in (every language for the other pages). */
export function languagesOf(matches: Matches, path: string): readonly Locale[] {
  const pages = languagePagesFrom(matches);
  return pages ? LOCALES.filter((locale) => pages[locale] === path) : LOCALES;
}

/** The content files that hold a page's search title and description: each `page.yml`. */
type PageKey = {
  [K in ContentKey]: Content<K> extends { meta: unknown } ? K : never;
}[ContentKey];

/** A page route's `meta`: the tags of `buildMeta` for `path`, from the page's `page.yml`. */
export const pageMeta =
  (path: string, key: PageKey, options?: { isNoIndex?: boolean }) =>
  ({ matches }: { matches: Matches }) =>
    buildMeta({ path, ...contentFrom(matches, key).meta }, siteFrom(matches), options);

/** schema.org `Organization` data for the home page. */
export function organizationJsonLd(site: SiteConfig): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      description: site.blurb,
      url: absoluteUrl(localePath(site.locale, "/")),
      logo: absoluteUrl("/icons/icon-512.png"),
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
          availableLanguage: [...LOCALES],
          hoursAvailable: "Mo-Su 00:00-23:59",
        },
      ],
      sameAs: [site.social.videoChannel.url, site.social.photos.url],
      foundingLocation: formatAddress(site.address),
    },
  };
}

/** One step of a trail of pages, as a breadcrumb shows it: its name and its site path. */
export interface TrailStep {
  name: string;
  path: string;
}

/** schema.org `BreadcrumbList` for a trail, in the site's language, each step a full address. */
export function breadcrumbJsonLd(trail: readonly TrailStep[], site: SiteConfig): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((step, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: step.name,
        item: absoluteUrl(localePath(site.locale, step.path)),
      })),
    },
  };
}

/** What a product's JSON-LD says: only what its page shows (no offer, no price). */
export interface ProductFacts {
  path: string;
  name: string;
  description: string;
  /** The picture's site path (`/assets/…`). */
  image: string;
  category: string;
  materials: readonly string[];
}

/**
 * schema.org `Product` for a product page: name, description, picture, category and materials,
 * with the site's `Organization` as brand and manufacturer (the products are made to the buyer's
 * brand, but the page names who makes them). No offers: the site states no prices.
 */
export function productJsonLd(product: ProductFacts, site: SiteConfig): MetaDescriptor {
  const organization = {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl(localePath(site.locale, "/")),
  };
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.description,
      image: absoluteUrl(product.image),
      url: absoluteUrl(localePath(site.locale, product.path)),
      category: product.category,
      material: product.materials.join(", "),
      brand: organization,
      manufacturer: organization,
    },
  };
}

/** What a category page's JSON-LD says: its name, description and the products it lists. */
export interface CollectionFacts {
  path: string;
  name: string;
  description: string;
  items: readonly TrailStep[];
}

/** schema.org `CollectionPage` whose main entity is the `ItemList` of the products the page lists. */
export function collectionPageJsonLd(page: CollectionFacts, site: SiteConfig): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: page.name,
      description: page.description,
      url: absoluteUrl(localePath(site.locale, page.path)),
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: page.items.length,
        itemListElement: page.items.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          url: absoluteUrl(localePath(site.locale, item.path)),
        })),
      },
    },
  };
}
