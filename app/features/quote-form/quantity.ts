import { asciiDigits, stripInvisible } from "~/features/forms/validation";
import { formatNumber } from "~/lib/format";

/** What a quantity as typed says: a whole number to send, or why it cannot be read as one. */
export type QuantityReading =
  | { ok: true; value: number }
  | { ok: false; problem: "empty" | "notWhole" | "invalid" };

/** The most any line asks for; more is a typo (a date or a phone number in the wrong field). */
export const QUANTITY_MAX = 999_999_999;

/** Direction marks that copying from right-to-left text brings along. */
const DIRECTION_MARKS = /[\u061c\u200e\u200f]/g;
/** Characters that separate digits in some language's numbers (groups or decimals). */
const ANY_SEPARATOR = /[.,'\u066b\u066c ]/;

const separators = new Map<string, { group: string; decimal: string }>();

/**
 * The group and decimal separators of a language, in the digits its pages use and in the
 * language's own (Arabic `٬` and `٫` besides `,` and `.`), as `Intl.NumberFormat` writes them.
 */
function separatorsOf(locale: string) {
  let found = separators.get(locale);
  if (found) return found;
  const tags = [locale, `${locale}-u-nu-latn`, ...(locale.startsWith("ar") ? ["ar-SA"] : [])];
  let group = "";
  let decimal = "";
  for (const tag of tags) {
    for (const part of new Intl.NumberFormat(tag).formatToParts(1234567.5)) {
      if (part.type === "group" && !group.includes(part.value)) group += part.value;
      if (part.type === "decimal" && !decimal.includes(part.value)) decimal += part.value;
    }
  }
  // A space of any width groups digits (French prints U+202F; people type a plain space).
  group = `${group.replace(/\s/gu, "")} `;
  found = { group, decimal };
  separators.set(locale, found);
  return found;
}

const escapeClass = (chars: string) => chars.replace(/[-\\\]^]/g, "\\$&");

/**
 * A quantity as the buyer typed it, read in the page's language: plain digits, or digits grouped
 * by thousands with the language's group separator or a space ('5.000' on a German page, '1,200'
 * in English, '5 000' in French), in any digits the phone field takes ('５０００', '٥٠٠٠', after
 * NFKC). A separator the language uses for decimals, or groups that are not thousands ('1.5' or
 * '1.500' in English), is `notWhole`: a question for the buyer, never a guess. Indian grouping
 * ('1,20,000') is read where the comma groups.
 */
export function parseQuantity(typed: string, locale: string): QuantityReading {
  const text = asciiDigits(stripInvisible(typed))
    .replace(DIRECTION_MARKS, "")
    .replace(/\s+/gu, " ")
    .trim();
  if (!text) return { ok: false, problem: "empty" };
  const { group } = separatorsOf(locale);
  const groups = new RegExp(`^\\d{1,3}([${escapeClass(group)}])\\d{3}(?:\\1\\d{3})*$`);
  const indian = group.includes(",") ? /^\d{1,2}(?:,\d{2})+,\d{3}$/ : undefined;
  let digits: string | undefined;
  if (/^\d+$/.test(text)) digits = text;
  else if (groups.test(text) || indian?.test(text)) digits = text.replace(/\D/g, "");
  if (digits === undefined) {
    const isNumberLike =
      /^\d/.test(text) && [...text].every((c) => /\d/.test(c) || ANY_SEPARATOR.test(c));
    return { ok: false, problem: isNumberLike ? "notWhole" : "invalid" };
  }
  const value = Number(digits);
  if (value < 1 || value > QUANTITY_MAX) return { ok: false, problem: "invalid" };
  return { ok: true, value };
}

/**
 * A number as the page's language groups it, for an example in a message ('12,000', '12.000',
 * '12 000' with a no-break space: the site's font has no narrow one).
 */
export function groupedExample(value: number, locale: string): string {
  return formatNumber(value, locale, { useGrouping: "always" });
}
