// The fallback for unknown paths and unexpected errors. Each page has its own file so a page
// loads only its own words; this one is part of every page (the error fallback of the layout).
// The not-found page's own search title and description are in ./not-found.ts.

/** The fallback shown for unknown paths and unexpected errors. */
export const errorPage = {
  heading: "Unexpected Application Error!",
  notFoundStatus: "Not Found",
  genericMessage: "Something went wrong while showing this page.",
  help: "The link may be broken or the page may have moved. These pages are a good place to continue:",
  homeLink: "Back to the home page",
} as const;
