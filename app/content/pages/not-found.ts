import type { PageMeta } from "../types";

// The not-found page's title and description: only that page needs them, so they are not part of
// every page's first load as the error fallback's words (./error.ts) are.

export const notFoundMeta = {
  path: "/404",
  title: "Page not found",
  description: "The page you asked for does not exist. Find your way from our home page.",
} satisfies PageMeta;
