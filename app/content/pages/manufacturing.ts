import type { PageBannerContent, PageMeta } from "../types";

// Manufacturing Excellence: its title and description for search results and link previews, and its banner.
// Each page has its own file so a page loads only its own words.

export const manufacturingMeta = {
  path: "/manufacturing",
  title: "Manufacturing Excellence",
  description:
    "300,000 sq. ft. of zero-discharge facilities, injection molding from 80 to 250 tons, a 4500 tonne forging press and an in-house tool room.",
} satisfies PageMeta;

export const manufacturingBanner = {
  crumb: "Manufacturing Excellence",
  heading: "Manufacturing Excellence",
  subheading:
    "Over 50 years of expertise, an in-house tool room and 300,000 sq. ft. of zero-discharge facilities.",
} satisfies PageBannerContent;
