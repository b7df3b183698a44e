/**
 * The build-time environment contract (see `.env.example`), checked in one place. Pure, so the
 * build (Node) and the app (through `env.ts`) share it: a bad value fails the build, not a page.
 */

/** The e-mail service's identifiers, each named by its variable in `EMAIL_KEYS`, and its origin. */
export type EmailConfig = Record<keyof typeof EMAIL_KEYS | "origin" | "quoteTemplateId", string>;

export interface Env {
  siteUrl: string;
  email: EmailConfig;
  /** The identifiers that are still empty; the forms cannot send while any is missing. */
  missingEmailKeys: string[];
  /**
   * The reCAPTCHA v2 site key (`VITE_RECAPTCHA_SITE_KEY`), or "" for none: then no page loads
   * anything from the CAPTCHA's hosts and the policy does not admit them.
   */
  captchaSiteKey: string;
}

export const DEFAULT_SITE_URL = "https://www.example.com";
export const DEFAULT_EMAIL_ORIGIN = "https://api.emailjs.com";

const EMAIL_KEYS = {
  publicKey: "VITE_EMAILJS_PUBLIC_KEY",
  serviceId: "VITE_EMAILJS_SERVICE_ID",
  contactTemplateId: "VITE_EMAILJS_CONTACT_TEMPLATE_ID",
  careersTemplateId: "VITE_EMAILJS_CAREERS_TEMPLATE_ID",
} as const;

/**
 * Optional: the quote template. Without it a quote request goes through the contact template,
 * its products also written into `interest`, so an unchanged template loses nothing.
 */
const QUOTE_TEMPLATE_KEY = "VITE_EMAILJS_QUOTE_TEMPLATE_ID";

/** The variable as an http(s) origin without a trailing slash (`fallback` when unset), or throws. */
function readOrigin(raw: Readonly<Record<string, unknown>>, name: string, fallback: string) {
  const value = read(raw, name) || fallback;
  const fail = (why: string): never => {
    throw new Error(`${name} must ${why} (got "${value}").`);
  };
  const url = URL.parse(value) ?? fail("be an absolute URL such as https://www.example.com");
  if (url.protocol !== "https:" && url.protocol !== "http:") fail("use http or https");
  if (url.pathname !== "/" || url.search || url.hash)
    fail("be an origin only, without a path, query or hash");
  return url.origin;
}

function read(raw: Readonly<Record<string, unknown>>, key: string): string {
  const value = raw[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Checks the environment contract and returns typed settings; throws on values that cannot work. */
export function parseEnv(raw: Readonly<Record<string, string | boolean | undefined>>): Env {
  const siteUrl = readOrigin(raw, "SITE_URL", DEFAULT_SITE_URL);
  const ids = Object.entries(EMAIL_KEYS).map(([field, key]) => [field, read(raw, key)]);
  const email = {
    ...Object.fromEntries(ids),
    quoteTemplateId: read(raw, QUOTE_TEMPLATE_KEY),
    origin: readOrigin(raw, "VITE_EMAILJS_ORIGIN", DEFAULT_EMAIL_ORIGIN),
  } as EmailConfig;
  const missingEmailKeys = Object.entries(EMAIL_KEYS)
    .filter(([field]) => !email[field as keyof EmailConfig])
    .map(([, key]) => key);
  const captchaSiteKey = read(raw, "VITE_RECAPTCHA_SITE_KEY");
  if (captchaSiteKey && !/^[\w-]{20,100}$/.test(captchaSiteKey))
    throw new Error(
      `VITE_RECAPTCHA_SITE_KEY must be a reCAPTCHA v2 site key: letters, digits, - and _ (got "${captchaSiteKey}").`,
    );
  return { siteUrl, email, missingEmailKeys, captchaSiteKey };
}

/** Joins a site path to an origin, for canonical, sitemap and preview links. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** Whether quote requests have their own template; without one they go through the contact template. */
export const hasQuoteTemplate = (config: EmailConfig) => Boolean(config.quoteTemplateId);
