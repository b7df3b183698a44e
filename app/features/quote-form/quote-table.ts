import { stripInvisible } from "~/features/forms/validation";

/** One line of a quote request, as the owner's e-mail shows it. */
export interface QuoteRow {
  name: string;
  /** `<category>/<product id>`, the same in every language. */
  id: string;
  quantity: string;
  date: string;
  note: string;
  /** The product page's full address, in the buyer's language. */
  url: string;
}

const COLUMNS = ["Product", "Id", "Quantity", "Target date", "Note", "Page"] as const;

/**
 * A cell on one line: line breaks and the column mark typed into a note cannot break the table,
 * and invisible characters (a text-direction override, hidden tag text) cannot disguise it.
 */
const cell = (value: string) =>
  stripInvisible(value).replace(/\s+/g, " ").replaceAll("|", "/").trim() || "-";

/**
 * The products of a quote request as a plain-text table (the `products` template variable): a
 * header line, then one line per product, columns separated by ` | `. Plain text, so any e-mail
 * program shows it and the template needs no loops.
 */
export function quoteTable(rows: readonly QuoteRow[]): string {
  const lines = rows.map((row) =>
    [row.name, row.id, row.quantity, row.date, row.note, row.url].map(cell).join(" | "),
  );
  return [COLUMNS.join(" | "), ...lines].join("\n");
}

/** Whether a quantity as typed is a whole number of units, at least 1. */
export const isValidQuantity = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1;

/**
 * The template variables of a quote request: the contact form's fields, `products` and `locale`.
 * Without a quote template of its own the request goes through the contact template, so the
 * table is also added to the end of `interest`, which that template already shows.
 */
export function quoteParams(
  values: Readonly<Record<string, string>>,
  products: string,
  locale: string,
  hasOwnTemplate: boolean,
): Record<string, string> {
  const message = values.interest ?? "";
  const interest = hasOwnTemplate ? message : `${message}\n\n${products}`;
  return { ...values, interest, products, locale };
}
