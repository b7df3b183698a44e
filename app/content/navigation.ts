import type { LinkItem, NavItem } from "./types";

/** The main navigation, in order. Every `to` must be a route in `app/routes.ts` (tested). */
export const mainNav: NavItem[] = [
  { id: "home", label: "Home", to: "/" },
  { id: "services", label: "Services", to: "/services" },
  { id: "product", label: "Product Categories", to: "/product" },
  { id: "manufacturing", label: "Manufacturing Excellence", to: "/manufacturing" },
  { id: "careers", label: "Careers", to: "/careers" },
];

export const contactCta: LinkItem = { label: "Contact Us", to: "/contact-us" };

/** Words of the layout chrome, kept out of JSX like the rest of the copy. */
export const layoutText = {
  skipLink: "Skip to main content",
  homeLinkLabel: "home",
  mainNavLabel: "Main",
  mobileNavLabel: "Menu",
  breadcrumbLabel: "Breadcrumb",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  footer: {
    companyHeading: "Company",
    quickContactHeading: "Quick Contact",
    socialHeading: "Social Media",
    contactLink: "Send us an inquiry",
    callLabel: "Call",
    emailLabel: "E-mail",
    newTab: "(opens in a new tab)",
    copyright: "All rights reserved.",
  },
  routeAnnouncement: "Page loaded:",
} as const;
