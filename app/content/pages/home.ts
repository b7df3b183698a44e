import { site } from "~/site";
import type { PageMeta } from "../types";

// The home page: its title and description for search results and link previews.
// Each page has its own file so a page loads only its own words.

export const homeMeta = {
  path: "/",
  title: `${site.name}: ${site.tagline} for global brands`,
  description: `${site.name}: a 100% export-focused OEM and ODM manufacturer in an Indian SEZ. Drinkware, cookware, toys and kitchen gadgets made to your design for global brands.`,
} satisfies PageMeta;
