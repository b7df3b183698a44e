import { site } from "~/site";
import type { PageBannerContent, PageMeta } from "../types";

// Careers: its title and description for search results and link previews, and its banner.
// Each page has its own file so a page loads only its own words.

export const careersMeta = {
  path: "/careers",
  title: "Careers",
  description: `Join a team of about 240 people building products for global brands in Chennai. Send your résumé to ${site.name}.`,
} satisfies PageMeta;

export const careersBanner = {
  crumb: "Careers",
  heading: "Careers",
  subheading:
    "Build products that reach homes around the world, with a team that invests in its people.",
} satisfies PageBannerContent;
