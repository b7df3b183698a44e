import { stripInvisible } from "~/features/forms/validation";
import type { QuoteUnit } from "~/lib/quote-list";

/** One line of a quote request, as the owner's e-mail shows it. */
export interface QuoteRow {
  /** The product's name in the buyer's language, or a custom part's description. */
  name: string;
  /** The product's English name, for an owner who reads English ("-" for a custom part). */
  englishName: string;
  /** `<category>/<product id>`, the same in every language (`custom/part-1` for a custom part). */
  id: string;
  /** In ASCII digits, whatever digits and grouping the buyer typed. */
  quantity: string;
  unit: QuoteUnit;
  date: string;
  note: string;
  /** The product page's full address, in the buyer's language ("" for a custom part). */
  url: string;
}

/** The units as the owner reads them (in English, like the table's header). */
export const UNIT_NAMES: Readonly<Record<QuoteUnit, string>> = {
  pieces: "pieces",
  cartons: "cartons",
  container20: "20' containers",
  container40: "40' containers",
  samples: "samples",
};

const COLUMNS = [
  "Product",
  "English name",
  "Id",
  "Quantity",
  "Unit",
  "Target date",
  "Note",
  "Page",
] as const;

/** Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A cell on one line: line breaks and the column mark typed into a note cannot break the table,
 * and invisible characters (a text-direction override, hidden tag text) cannot disguise it. A
 * cell with right-to-left letters is isolated (U+2068 FSI … U+2069 PDI), so an Arabic name keeps
 * its own order and does not pull the columns after it into right-to-left order.
 */
function cell(value: string): string {
  const text = stripInvisible(value).replace(/\s+/g, " ").replaceAll("|", "/").trim() || "-";
  return RIGHT_TO_LEFT.test(text) ? `\u2068${text}\u2069` : text;
}

/**
 * The products of a quote request as a plain-text table (the `products` template variable): a
 * header line, then one line per product, columns separated by ` | `. Plain text, so any e-mail
 * program shows it and the template needs no loops.
 */
export function quoteTable(rows: readonly QuoteRow[]): string {
  const lines = rows.map((row) =>
    [
      row.name,
      row.englishName,
      row.id,
      row.quantity,
      UNIT_NAMES[row.unit],
      row.date,
      row.note,
      row.url,
    ]
      .map(cell)
      .join(" | "),
  );
  return [COLUMNS.join(" | "), ...lines].join("\n");
}

/** The longest note the e-mail link's table keeps of each product: the link has little room. */
const LINK_NOTE_MAX = 80;

/**
 * The same products for the e-mail link offered after a failed send: without the English names
 * and page addresses (the owner finds them by id), notes shortened, so that what the buyer
 * typed fits the link's budget before their message.
 */
export function quoteTableForLink(rows: readonly QuoteRow[]): string {
  const lines = rows.map((row) => {
    const note = Array.from(row.note.trim());
    const shortNote =
      note.length > LINK_NOTE_MAX ? `${note.slice(0, LINK_NOTE_MAX - 1).join("")}…` : row.note;
    return [row.name, row.id, row.quantity, UNIT_NAMES[row.unit], row.date, shortNote]
      .map(cell)
      .join(" | ");
  });
  return [["Product", "Id", "Quantity", "Unit", "Target date", "Note"].join(" | "), ...lines].join(
    "\n",
  );
}

/**
 * The template variables of a quote request: the contact form's fields, `products`, `locale` and
 * `reference`. Without a quote template of its own the request goes through the contact template,
 * so the reference and table are also added to the end of `interest`, which that template shows.
 */
export function quoteParams(
  values: Readonly<Record<string, string>>,
  products: string,
  locale: string,
  hasOwnTemplate: boolean,
  reference: string,
): Record<string, string> {
  const message = values.interest ?? "";
  const interest = hasOwnTemplate ? message : `${message}\n\nReference: ${reference}\n${products}`;
  return { ...values, interest, products, locale, reference };
}
