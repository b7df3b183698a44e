import type { PageMeta } from "../types";

// The not-found page and the fallback for unexpected errors. Each page has its own file so a page
// loads only its own words; this one is part of every page (the error fallback of the layout).

export const notFoundMeta = {
  path: "/404",
  title: "Page not found",
  description: "The page you asked for does not exist. Find your way from our home page.",
} satisfies PageMeta;

/** The fallback shown for unknown paths and unexpected errors. */
export const errorPage = {
  heading: "Unexpected Application Error!",
  notFoundStatus: "Not Found",
  genericMessage: "Something went wrong while showing this page.",
  help: "The link may be broken or the page may have moved. These pages are a good place to continue:",
  homeLink: "Back to the home page",
} as const;
