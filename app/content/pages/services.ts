import type { PageBannerContent, PageMeta } from "../types";

// Services: its title and description for search results and link previews, and its banner.
// Each page has its own file so a page loads only its own words.

export const servicesMeta = {
  path: "/services",
  title: "Services",
  description:
    "Custom OEM and ODM manufacturing, an in-house tool room, over 100 quality checks, and Ex-Works or Free on Board logistics from our SEZ location in India.",
} satisfies PageMeta;

export const servicesBanner = {
  crumb: "Services",
  heading: "Our Services",
  subheading:
    "From the first sketch to a shipped container: design, tooling, manufacturing and logistics under one roof.",
} satisfies PageBannerContent;
