import { DEFAULT_LOCALE, type Locale } from "../lib/locales.ts";
import type { Content } from "./schema/registry.ts";

/**
 * The site configuration: the company facts (`content/site.yml`) plus what is code. Free of the
 * YAML import, so the build scripts and browser tests build it from the file they read.
 */

/** The browser's toolbar colour: the `--color-ink` token of `app/styles/tokens.css`. */
export const THEME_COLOR = "#0b1a2b";

/** The company facts as the owner edits them. */
export type CompanyFacts = Content<"site">;

/**
 * The one site configuration that pages, the footer, structured data and the manifest read, in a
 * language (the facts come from that language's file).
 */
export function siteConfig(facts: CompanyFacts, locale: Locale = DEFAULT_LOCALE) {
  return {
    ...facts,
    // The dialable form for `tel:` links: `+91 44 5555 0142` -> `+914455550142`.
    phone: { display: facts.phone, e164: `+${facts.phone.replace(/\D/g, "")}` },
    themeColor: THEME_COLOR,
    locale,
  };
}

export type SiteConfig = ReturnType<typeof siteConfig>;

/** OpenStreetMap links for the office: a page to open and a privacy-friendly embed for the map frame. */
export function mapLinks(geo: SiteConfig["geo"]): { url: string; embedUrl: string } {
  const { latitude: lat, longitude: lon } = geo;
  const pad = 0.01;
  const bbox = [lon - pad, lat - pad, lon + pad, lat + pad].map((n) => n.toFixed(4)).join(",");
  return {
    url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lon}`)}`,
  };
}

/** The address's parts in the order they are written: street, town, region and postcode, country. */
export function addressParts(address: SiteConfig["address"]): string[] {
  return [
    address.street,
    address.locality,
    `${address.region} ${address.postalCode}`,
    address.country,
  ];
}

/** The address on one line (structured data, tests). */
export function formatAddress(address: SiteConfig["address"]): string {
  return addressParts(address).join(", ");
}
