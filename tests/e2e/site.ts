import {
  type CompanyFacts,
  formatAddress as formatAnyAddress,
  mapLinks as mapLinksOf,
  siteConfig,
} from "~/content/site-config";
import { readContent } from "./content";

/** The site configuration as the pages build it, from `content/site.yml`. */
export const site = siteConfig(readContent("site") as CompanyFacts);

/** The office address on one line, as the pages print it. */
export const formatAddress = () => formatAnyAddress(site.address);

/** The office's map links, as the contact page builds them. */
export const mapLinks = () => mapLinksOf(site.geo);

type PageKey =
  | "home/page"
  | "services/page"
  | "product/page"
  | "manufacturing/page"
  | "careers/page"
  | "contact/page"
  | "not-found/page";

/** A page's document title as the browser shows it: its own title, then the company name. */
export function pageTitle(key: PageKey): string {
  const { title } = readContent(key).meta;
  return key === "home/page" ? title : `${title} | ${site.name}`;
}

/**
 * The text of a served page's `<h1>`, its markup taken out (headings wrap their words in a span
 * that sizes them and, in Japanese, mark phrase breaks with `<wbr>`), entities as they read.
 */
export function headingOf(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner?.replace(/<[^>]+>/g, "").replaceAll("&amp;", "&");
}
