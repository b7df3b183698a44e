/** The width from which pages take their wide layout; the CSS writes it out (breakpoints.test.ts). */
export const WIDE_QUERY = "(min-width: 1025px)";

/** Where a strip pins (the section sticks and the page scroll moves its row): wide, motion allowed. */
export const PIN_QUERY = `${WIDE_QUERY} and (prefers-reduced-motion: no-preference)`;
