declare const __WIDE_QUERY__: string;

/** Where pages take their wide layout: `--wide` of app/styles/media.css, put here by the build. */
export const WIDE_QUERY = __WIDE_QUERY__;

/** Where a strip pins (the section sticks and the page scroll moves its row): wide, motion allowed. */
export const PIN_QUERY = `${WIDE_QUERY} and (prefers-reduced-motion: no-preference)`;
