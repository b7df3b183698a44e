/**
 * The build-time environment contract (see `.env.example`), checked in one place. Pure, so the
 * build (Node) and the app (through `env.ts`) share it: a bad value fails the build, not a page.
 */

/** Raw variables as Vite (or Node, at build time) hands them over. */
export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  contactTemplateId: string;
  careersTemplateId: string;
  origin: string;
}

export interface Env {
  siteUrl: string;
  email: EmailConfig;
  /** The identifiers that are still empty; the forms cannot send while any is missing. */
  missingEmailKeys: string[];
}

export const DEFAULT_SITE_URL = "https://www.example.com";
export const DEFAULT_EMAIL_ORIGIN = "https://api.emailjs.com";

const EMAIL_KEYS = {
  publicKey: "VITE_EMAILJS_PUBLIC_KEY",
  serviceId: "VITE_EMAILJS_SERVICE_ID",
  contactTemplateId: "VITE_EMAILJS_CONTACT_TEMPLATE_ID",
  careersTemplateId: "VITE_EMAILJS_CAREERS_TEMPLATE_ID",
} as const;

function read(raw: RawEnv, key: string): string {
  const value = raw[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Accepts an absolute http(s) origin and returns it without a trailing slash, or throws. */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} must be an absolute URL such as https://www.example.com (got "${value}").`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${name} must use http or https (got "${value}").`);
  }
  if (url.pathname !== "/" || url.search || url.hash) {
    throw new Error(
      `${name} must be an origin only, without a path, query or hash (got "${value}").`,
    );
  }
  return url.origin;
}

/** Checks the environment contract and returns typed settings; throws on values that cannot work. */
export function parseEnv(raw: RawEnv): Env {
  const siteUrl = parseOrigin("SITE_URL", read(raw, "SITE_URL") || DEFAULT_SITE_URL);
  const origin = parseOrigin(
    "VITE_EMAILJS_ORIGIN",
    read(raw, "VITE_EMAILJS_ORIGIN") || DEFAULT_EMAIL_ORIGIN,
  );
  const email: EmailConfig = {
    publicKey: read(raw, EMAIL_KEYS.publicKey),
    serviceId: read(raw, EMAIL_KEYS.serviceId),
    contactTemplateId: read(raw, EMAIL_KEYS.contactTemplateId),
    careersTemplateId: read(raw, EMAIL_KEYS.careersTemplateId),
    origin,
  };
  const missingEmailKeys = Object.entries(EMAIL_KEYS)
    .filter(([field]) => !email[field as keyof typeof EMAIL_KEYS])
    .map(([, key]) => key);
  return { siteUrl, email, missingEmailKeys };
}

/** Joins a site path to an origin, for canonical, sitemap and preview links. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
