import type { LinkItem } from "./types";

export const homeHero = {
  headlineLines: ["FROM INDIA, FOR THE WORLD", "DECADES OF PRECISION AND PURPOSE IN EVERY PRODUCT"],
  subline:
    "Your global OEM partner for quality-driven manufacturing with expertise, technology, and precision.",
  cta: { label: "Explore Our Premium Range", to: "/#product-range" } satisfies LinkItem,
  secondaryCta: { label: "Send an inquiry", to: "/contact-us" } satisfies LinkItem,
  facts: [
    { value: "50+", label: "years of heritage" },
    { value: "240", label: "people" },
    { value: "100%", label: "export focused" },
  ],
} as const;

export const homeRange = {
  /** Followed by the company name: '<name> Product Range'. */
  headingSuffix: "Product Range",
  subheading: "Excellence in Every Product.Precision Craftsmanship for the Global Market.",
  cardCta: "View category",
} as const;
