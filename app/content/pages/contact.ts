import { site } from "~/site";
import type { PageBannerContent, PageMeta } from "../types";

// Contact Us: its title and description for search results and link previews, and its banner.
// Each page has its own file so a page loads only its own words.

export const contactMeta = {
  path: "/contact-us",
  title: "Contact Us",
  description: `Send ${site.name} a business inquiry, call us or visit our office in Chennai, Tamil Nadu, India. We are reachable 24/7.`,
} satisfies PageMeta;

export const contactBanner = {
  crumb: "Contact Us",
  heading: "Contact Us",
  subheading: "Tell us what you want to make. Our team answers every inquiry.",
} satisfies PageBannerContent;
