import type { Locale } from "./locales";

/** A count or a position written with at least two digits ("01", "12"), as the numbered lists show them. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * A number in the page's language with Western digits ('5,000', '5.000', '5 000'). French groups
 * digits with a narrow no-break space (U+202F), which the site's font lacks: the ordinary no-break
 * space (U+00A0) the content uses stands in, so the number is drawn in the page's own font.
 */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, options)
    .format(value)
    .replace(/\u202f/g, "\u00a0");
}

/**
 * A file size for people, in the page's language and Western digits: '2 MB', '1,5 Mo', '512 kB',
 * '740 bytes'. Arabic names the units in full ('2 ميغابايت'): its short forms are rarely read.
 */
export function formatBytes(bytes: number, locale: Locale = "en"): string {
  const [unit, amount] =
    bytes >= 1024 * 1024
      ? (["megabyte", bytes / (1024 * 1024)] as const)
      : bytes >= 1024
        ? (["kilobyte", Math.round(bytes / 1024)] as const)
        : (["byte", bytes] as const);
  const unitDisplay = unit === "byte" || locale === "ar" ? "long" : "short";
  return formatNumber(amount, locale, {
    style: "unit",
    unit,
    unitDisplay,
    maximumFractionDigits: 1,
  });
}
