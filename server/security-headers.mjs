// @ts-check
/**
 * The one definition of the site's response headers: the Content-Security-Policy and its
 * companions, and the caching rules. The build writes nginx's include and the `_headers` file from
 * it (scripts/postbuild/header-files.ts), `server/serve.mjs` applies it directly, and the tests check all three
 * against it. Plain ESM with JSDoc types so Node scripts, the build and Vitest share it.
 */
import { createHash } from "node:crypto";

/** The privacy-enhanced video player and the map provider: the only frames the pages embed. */
export const FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://www.openstreetmap.org"];

export const ONE_YEAR_SECONDS = 31_536_000;
export const CACHE_IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
export const CACHE_REVALIDATE = "no-cache";
/** Vite writes content-hashed file names here, so a file never changes under its name. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/**
 * Powerful features nobody on the site needs, switched off for the page and every frame. Only
 * names Chromium recognises: it logs an unknown one (such as the retired `interest-cohort`) as a
 * console message; `browsing-topics` is its successor, and Chromium has no `bluetooth` policy.
 */
const DISABLED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];
/** What the video player's frame asks for in its `allow` attribute, granted to it alone. */
const PLAYER_FEATURES = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];

/**
 * @typedef {object} PolicyInput
 * @property {string} emailOrigin the e-mail API origin the forms post to (connect-src)
 * @property {string[]} scriptHashes `'sha256-…'` sources of the page's inline scripts
 */

/** The CSP directives in order, each as `[name, ...sources]`. @param {PolicyInput} input */
export function cspDirectives({ emailOrigin, scriptHashes }) {
  return [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    // Styles come from the one stylesheet; scripts that animate set them through the CSSOM,
    // which style-src does not govern, and the HTML carries no style attributes.
    ["style-src", "'self'"],
    // data: for the small SVG patterns inlined into the stylesheet.
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", emailOrigin],
    ["frame-src", ...FRAME_ORIGINS],
    ["media-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
}

/** A policy's header value from its directives. @param {string[][]} directives */
const policyValue = (directives) => directives.map((directive) => directive.join(" ")).join("; ");

/** The Content-Security-Policy header value. @param {PolicyInput} input */
export function contentSecurityPolicy(input) {
  return policyValue(cspDirectives(input));
}

/** The Permissions-Policy header value. */
export function permissionsPolicy() {
  const player = `(self "${FRAME_ORIGINS[0]}")`;
  return [
    ...DISABLED_FEATURES.map((feature) => `${feature}=()`),
    ...PLAYER_FEATURES.map((feature) => `${feature}=${player}`),
  ].join(", ");
}

/** Headers every response carries, whatever it is: everything but the CSP and caching. */
export function sharedSecurityHeaders() {
  return {
    "Strict-Transport-Security": `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(),
    "Cross-Origin-Opener-Policy": "same-origin",
    // Legacy companion of frame-ancestors for browsers that predate CSP 2.
    "X-Frame-Options": "DENY",
  };
}

/** The full security header set for one response. @param {PolicyInput} input */
export function securityHeaders(input) {
  return { "Content-Security-Policy": contentSecurityPolicy(input), ...sharedSecurityHeaders() };
}

/** Where the site editor (Decap CMS) is served: `/admin` and everything under it. */
export const ADMIN_PREFIX = "/admin";

/** Whether a URL path belongs to the editor. @param {string} pathname */
export function isAdminPath(pathname) {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/** Where the GitHub back end talks to and loads the signed-in editor's picture from. */
const GITHUB_API = "https://api.github.com";
const GITHUB_IMAGES = [
  "https://avatars.githubusercontent.com",
  "https://raw.githubusercontent.com",
];

/**
 * The editor's own policy, the pages' one where it says no more: Decap compiles its settings'
 * checks at run time (ajv: 'unsafe-eval'), styles itself with inline style elements (emotion:
 * 'unsafe-inline' styles) and previews pictures as blob: and data: URLs. Nothing of it reaches a
 * public page. `connect` adds origins (the dev server's local back end and hot reload).
 * @param {{ connect?: string[] }} [options]
 */
export function adminContentSecurityPolicy({ connect = [] } = {}) {
  /** @type {Record<string, string[]>} */
  const editor = {
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...GITHUB_IMAGES],
    "font-src": ["'self'", "data:"],
    // blob: the editor reads an upload back from its in-page copy before it saves it.
    "connect-src": ["'self'", "blob:", GITHUB_API, ...connect],
    "frame-src": ["'self'", "blob:"],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
  };
  return policyValue(
    cspDirectives({ emailOrigin: "", scriptHashes: [] })
      .filter(([name]) => name !== "manifest-src")
      .map(([name = "", ...sources]) => [name, ...(editor[name] ?? sources)]),
  );
}

/**
 * Everything the editor's responses carry instead of a page's policy: its own CSP, `noindex`,
 * and an opener policy that lets the GitHub sign-in window report back to it.
 * @param {{ connect?: string[] }} [options]
 */
export function adminHeaders(options) {
  return {
    ...sharedSecurityHeaders(),
    "Content-Security-Policy": adminContentSecurityPolicy(options),
    "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
    "X-Robots-Tag": ADMIN_ROBOTS_TAG,
  };
}

export const ADMIN_OPENER_POLICY = "same-origin-allow-popups";
export const ADMIN_ROBOTS_TAG = "noindex, nofollow";

/** How long a response may be cached, by its URL path (after any internal rewrite). */
export function cacheControlFor(/** @type {string} */ pathname) {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const EXECUTABLE_TYPES = ["", "module", "text/javascript", "application/javascript"];

/**
 * CSP hash sources (`'sha256-…'`) of the executable inline scripts in an HTML document, in
 * document order without repeats. External scripts and data blocks (JSON-LD) need none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.includes(value)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
