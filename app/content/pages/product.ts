import type { PageBannerContent, PageMeta } from "../types";

// Product Categories: its title and description for search results and link previews, and its banner.
// Each page has its own file so a page loads only its own words.

export const productMeta = {
  path: "/product",
  title: "Product Categories",
  description:
    "Stainless steel and plastic drinkware, press and forged cookware, plastic toys and kitchen gadgets, manufactured to your specification for export.",
} satisfies PageMeta;

export const productBanner = {
  crumb: "Product Categories",
  heading: "Product Categories",
  subheading:
    "Drinkware, cookware, toys and kitchen gadgets, engineered and made to your brand's specification.",
} satisfies PageBannerContent;
