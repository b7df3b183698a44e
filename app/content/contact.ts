import { site } from "~/site";

/** The 'Let's Connect' section: the inquiry form with the ways to reach us beside it. */
export const contactConnect = {
  eyebrow: "Get in touch",
  heading: "Let's Connect",
  text: "Tell us about your product, volumes and timelines. Our export team answers every business inquiry.",
  detailsLabel: `Ways to reach ${site.name}`,
  labels: { phone: "Phone", email: "E-mail", address: "Office", hours: "Hours" },
} as const;

/** The inquiry form: the specification's labels, plus hints where a field has a rule. */
export const contactForm = {
  title: "Send an inquiry",
  requiredNote: "All fields are required.",
  labels: {
    name: "Your Name",
    company: "Company Name",
    email: "Your Email Address",
    contact: "Contact Number",
    interest: "Describe your interest",
  },
  hints: {
    contact: "With the country code, e.g. +1 for the USA or +44 for the UK.",
    interest: "The product and its materials, the quantities, your target dates and market.",
  },
} as const;

/** 'Visit Us': the office on a map. */
export const contactVisit = {
  heading: "Visit Us",
  text: "You are welcome at our office. Call or write ahead and we will have the right people there to meet you.",
  mapTitle: `Map of the ${site.name} office in ${site.address.locality}`,
  openMap: "Open in OpenStreetMap",
  newTab: "(opens in a new tab)",
} as const;
