import { site } from "~/site";
import type { PageBannerContent, PageMeta } from "./types";

/** Titles and descriptions for search results and link previews, one per route. */
export const pageMeta = {
  home: {
    path: "/",
    title: `${site.name}: ${site.tagline} for global brands`,
    description: `${site.name}: a 100% export-focused OEM and ODM manufacturer in an Indian SEZ. Drinkware, cookware, toys and kitchen gadgets made to your design for global brands.`,
  },
  services: {
    path: "/services",
    title: "Services",
    description:
      "Custom OEM and ODM manufacturing, an in-house tool room, over 100 quality checks, and Ex-Works or Free on Board logistics from our SEZ location in India.",
  },
  product: {
    path: "/product",
    title: "Product Categories",
    description:
      "Stainless steel and plastic drinkware, press and forged cookware, plastic toys and kitchen gadgets, manufactured to your specification for export.",
  },
  manufacturing: {
    path: "/manufacturing",
    title: "Manufacturing Excellence",
    description:
      "300,000 sq. ft. of zero-discharge facilities, injection molding from 80 to 250 tons, a 4500 tonne forging press and an in-house tool room.",
  },
  careers: {
    path: "/careers",
    title: "Careers",
    description: `Join a team of about 240 people building products for global brands in Chennai. Send your résumé to ${site.name}.`,
  },
  contact: {
    path: "/contact-us",
    title: "Contact Us",
    description: `Send ${site.name} a business inquiry, call us or visit our office in Chennai, Tamil Nadu, India. We are reachable 24/7.`,
  },
  notFound: {
    path: "/404",
    title: "Page not found",
    description: "The page you asked for does not exist. Find your way from our home page.",
  },
} satisfies Record<string, PageMeta>;

/** The banner at the top of every inner page. */
export const pageBanners = {
  services: {
    crumb: "Services",
    heading: "Our Services",
    subheading:
      "From the first sketch to a shipped container: design, tooling, manufacturing and logistics under one roof.",
  },
  product: {
    crumb: "Product Categories",
    heading: "Product Categories",
    subheading:
      "Drinkware, cookware, toys and kitchen gadgets, engineered and made to your brand's specification.",
  },
  manufacturing: {
    crumb: "Manufacturing Excellence",
    heading: "Manufacturing Excellence",
    subheading:
      "Over 50 years of expertise, an in-house tool room and 300,000 sq. ft. of zero-discharge facilities.",
  },
  careers: {
    crumb: "Careers",
    heading: "Careers",
    subheading:
      "Build products that reach homes around the world, with a team that invests in its people.",
  },
  contact: {
    crumb: "Contact Us",
    heading: "Contact Us",
    subheading: "Tell us what you want to make. Our team answers every inquiry.",
  },
} satisfies Record<string, PageBannerContent>;

/** The fallback shown for unknown paths and unexpected errors. */
export const errorPage = {
  heading: "Unexpected Application Error!",
  notFoundStatus: "Not Found",
  genericMessage: "Something went wrong while showing this page.",
  help: "The link may be broken or the page may have moved. These pages are a good place to continue:",
  homeLink: "Back to the home page",
} as const;
