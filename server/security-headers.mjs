/** The one definition of the site's response headers; the build renders them for each host. */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The privacy-enhanced video player and the map provider: the only frames the pages embed. */
const FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://www.openstreetmap.org"];
const ONE_YEAR_SECONDS = 31_536_000;
export const CACHE_IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
export const CACHE_REVALIDATE = "no-cache";
/** Vite's content-hashed files: a file never changes under its name. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/** Only names Chromium knows (`browsing-topics`, not retired `interest-cohort`); it logs others. */
const DISABLED_FEATURES = [
  ...["accelerometer", "browsing-topics", "camera", "display-capture", "geolocation"],
  ...["gyroscope", "hid", "idle-detection", "magnetometer", "microphone", "midi", "payment"],
  ...["screen-wake-lock", "serial", "usb", "xr-spatial-tracking"],
];
/** What the video player's frame asks for in its `allow` attribute, granted to it alone. */
const PLAYER_FEATURES = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];

/**
 * What reCAPTCHA v2 needs: its scripts, its frames and its style attributes. Admitted only by a
 * build with a CAPTCHA site key; the pages load it only once a visitor starts a form. The scripts
 * are exactly the loader and its release folder: Google's documented `/recaptcha/` prefixes also
 * admit endpoints that answer with script of a caller's choosing, a known way around a policy.
 */
const CAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/api.js",
  "https://www.gstatic.com/recaptcha/releases/",
];
const CAPTCHA_FRAMES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
];
/**
 * The widget writes its box and its hidden answer field as markup with `style` attributes, which
 * `style-src 'self'` drops (google/recaptcha#107): a bare textarea shows. Attributes only: style
 * elements stay refused, and scripts never get 'unsafe-inline'.
 */
const CAPTCHA_STYLE_ATTRIBUTES = ["'unsafe-inline'"];

/** @typedef {{ emailOrigin: string; scriptHashes: string[]; hasCaptcha?: boolean }} PolicyInput */

/** The CSP directives in order, each as `[name, ...sources]`. @param {PolicyInput} input */
export function cspDirectives({ emailOrigin, scriptHashes, hasCaptcha = false }) {
  const captcha = (/** @type {string[]} */ sources) => (hasCaptcha ? sources : []);
  return [
    ["default-src", "'self'"],
    // 'wasm-unsafe-eval': the product search (Pagefind) compiles its WebAssembly; no eval of scripts.
    ["script-src", "'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...captcha(CAPTCHA_SCRIPTS)],
    // Animating scripts set styles through the CSSOM, which style-src does not govern.
    ["style-src", "'self'"],
    ...(hasCaptcha ? [["style-src-attr", ...CAPTCHA_STYLE_ATTRIBUTES]] : []),
    // data: for the small SVG patterns inlined into the stylesheet.
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", emailOrigin],
    ["frame-src", ...FRAME_ORIGINS, ...captcha(CAPTCHA_FRAMES)],
    ["media-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
}

/** @param {string[][]} directives */
const policyValue = (directives) => directives.map((directive) => directive.join(" ")).join("; ");

/** @param {PolicyInput} input */
export const contentSecurityPolicy = (input) => policyValue(cspDirectives(input));

const PERMISSIONS_POLICY = [
  ...DISABLED_FEATURES.map((feature) => `${feature}=()`),
  ...PLAYER_FEATURES.map((feature) => `${feature}=(self "${FRAME_ORIGINS[0]}")`),
].join(", ");

/** Headers every response carries: everything but the CSP and caching. */
export function sharedSecurityHeaders() {
  return {
    "Strict-Transport-Security": `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    // Legacy companion of frame-ancestors for browsers that predate CSP 2.
    "X-Frame-Options": "DENY",
  };
}

/** Where the site editor (Decap CMS) is served: `/admin` and everything under it. */
export const ADMIN_PREFIX = "/admin";
const GITHUB_IMAGES = [
  "https://avatars.githubusercontent.com",
  "https://raw.githubusercontent.com",
];

/**
 * The editor's headers: the pages' policy plus what Decap needs (ajv's 'unsafe-eval', emotion's
 * inline styles, blob: and data: previews), an opener policy the GitHub sign-in window can report
 * back through, and `noindex`. `connect` adds origins. @param {{ connect?: string[] }} [options]
 */
export function adminHeaders({ connect = [] } = {}) {
  /** @type {Record<string, string[]>} */
  const editor = {
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...GITHUB_IMAGES],
    "font-src": ["'self'", "data:"],
    // blob: the editor reads an upload back from its in-page copy before it saves it.
    "connect-src": ["'self'", "blob:", "https://api.github.com", ...connect],
    "frame-src": ["'self'", "blob:"],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
  };
  const policy = cspDirectives({ emailOrigin: "", scriptHashes: [] })
    .filter(([name]) => name !== "manifest-src")
    .map(([name = "", ...sources]) => [name, ...(editor[name] ?? sources)]);
  return {
    ...sharedSecurityHeaders(),
    "Content-Security-Policy": policyValue(policy),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export function cacheControlFor(/** @type {string} */ pathname) {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

const EXECUTABLE_TYPES = ["", "module", "text/javascript", "application/javascript"];
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources of a page's executable inline scripts (external ones and JSON-LD need none). */
export function inlineScriptHashes(/** @type {string} */ html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.includes(value)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export const NOT_FOUND_PAGE = "/404.html";
export const HEADER_DATA_FILE = "security-headers.json";

/**
 * By page path; `admin` when the build holds the editor at `/admin/` (the online editor only),
 * `hasCaptcha` when it has a CAPTCHA site key.
 * @typedef {{ emailOrigin: string; pages: Record<string, string[]>; admin?: boolean; hasCaptcha?: boolean }} HeaderData
 */

/**
 * Every page's hashes, for what is not a known page: a CDN that joins a page's rule with the
 * catch-all one enforces both, and this superset loosens nothing. @param {HeaderData} data
 */
export const fallbackHashes = (data) => [...new Set(Object.values(data.pages).flat())];

/** The addresses a page answers at: `/services`, `/services/`, `/services/index.html`. */
export function pathVariants(/** @type {string} */ page) {
  if (page.endsWith(".html")) return [page];
  if (page === "/") return ["/", "/index.html"];
  return [page, `${page}/`, `${page}/index.html`];
}

/** @param {HeaderData} data @param {string} pathname */
export function pageFor(data, pathname) {
  return Object.keys(data.pages).find((page) => pathVariants(page).includes(pathname));
}

/** @param {HeaderData} data @param {string} pathname @returns {Record<string, string>} */
export function headersFor(data, pathname) {
  const cache = { "Cache-Control": cacheControlFor(pathname) };
  // Without an editor, `/admin/` is an unknown address like any other, with the pages' policy.
  if (data.admin && (pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`)))
    return { ...adminHeaders(), ...cache };
  const page = pageFor(data, pathname);
  const scriptHashes = page ? (data.pages[page] ?? []) : fallbackHashes(data);
  const policy = contentSecurityPolicy({
    emailOrigin: data.emailOrigin,
    hasCaptcha: data.hasCaptcha,
    scriptHashes,
  });
  return { "Content-Security-Policy": policy, ...sharedSecurityHeaders(), ...cache };
}

/** @param {string} buildDir @returns {HeaderData} */
export function readHeaderData(buildDir) {
  const file = path.join(buildDir, HEADER_DATA_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new Error(`No header data at ${file}: rebuild the site ("npm run build").`);
  }
}
