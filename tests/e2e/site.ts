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
