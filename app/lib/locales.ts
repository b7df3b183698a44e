/**
 * The site's languages. English keeps the root addresses and is the `x-default`; every other
 * language lives under its own prefix (`/de/services`). The language comes from the address alone:
 * no detection, no redirect, no cookie.
 */
export const LOCALES = ["en", "de", "fr", "es", "ar", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/**
 * Each language's name in itself (as the switcher shows it), direction and Open Graph locale;
 * `isLatin`: written in Manrope, whose core file (scripts/make-font-subset.mjs) every page in the
 * language preloads; `textGap`: what stands between two texts the code sets side by side (two
 * sentences, a label and its "(optional)"): Japanese sets none.
 */
export const LOCALE_INFO: Record<
  Locale,
  { name: string; dir: "ltr" | "rtl"; ogLocale: string; isLatin: boolean; textGap: string }
> = {
  en: { name: "English", dir: "ltr", ogLocale: "en_IN", isLatin: true, textGap: " " },
  de: { name: "Deutsch", dir: "ltr", ogLocale: "de_DE", isLatin: true, textGap: " " },
  fr: { name: "Français", dir: "ltr", ogLocale: "fr_FR", isLatin: true, textGap: " " },
  es: { name: "Español", dir: "ltr", ogLocale: "es_ES", isLatin: true, textGap: " " },
  ar: { name: "العربية", dir: "rtl", ogLocale: "ar_AE", isLatin: false, textGap: " " },
  ja: { name: "日本語", dir: "ltr", ogLocale: "ja_JP", isLatin: false, textGap: "" },
};

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly (string | undefined)[]).includes(value);
}

/** The address prefix of a language: "" for English, "/de" for German. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/**
 * A language-neutral site path (`/`, `/services`, `/#product-range`) in a language:
 * `/de`, `/de/services`, `/de#product-range` (a language's home has no trailing slash, like every
 * other page). Anything else (`mailto:`, `https:`) is returned as is.
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const prefix = localePrefix(locale);
  return prefix && (path === "/" || path.startsWith("/#")) ? prefix + path.slice(1) : prefix + path;
}

/**
 * The language of an address and the language-neutral path it shows, without a trailing slash
 * (prerendering renders `/product` as `/product/`).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const trimmed = pathname.replace(/(?<=.)\/+$/, "");
  const [, first, ...rest] = trimmed.split("/");
  if (first === DEFAULT_LOCALE || !isLocale(first))
    return { locale: DEFAULT_LOCALE, path: trimmed };
  return { locale: first, path: `/${rest.join("/")}` };
}
