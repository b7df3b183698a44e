import type { MetaDescriptor } from "react-router";
import { formatAddress, type SiteConfig } from "~/content/site-config";
import { LOCALES, localePath } from "~/lib/locales";
import { absoluteUrl } from "./seo";

// schema.org data for the pages that carry it (home, category and product pages). Apart from
// seo.ts, which every page's `meta` uses, so the pages without it do not load it (the shell chunk).

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
