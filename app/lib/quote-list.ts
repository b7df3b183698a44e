import {
  EMPTY_QUOTE_LIST,
  keepOnce,
  type QuoteItem,
  quoteKey,
  readQuoteList,
  writeQuoteList,
} from "./quote-store";

export * from "./quote-store";

/**
 * What changes the quote list (adding, editing, custom parts, the quote page's checks): apart from
 * the reading in quote-store.ts, which the header's count loads on every page.
 */

/** The category of a custom part: no catalogue category has this id (ids are lower-case words). */
export const CUSTOM_CATEGORY = "custom";
/** How many custom parts one list holds: more is a list edited by hand. */
export const CUSTOM_PARTS_MAX = 10;
/** Whether an item is a part the buyer describes rather than a catalogue product. */
export const isCustomPart = (item: Pick<QuoteItem, "category">) =>
  item.category === CUSTOM_CATEGORY;

/**
 * The list as the quote page shows and sends it: each known product once (the first entry of
 * it), no more entries than there are products, notes within the note field's length. A list
 * edited by hand (5,000 entries, ids that never existed) would otherwise take seconds to show
 * and make a request the service refuses. `knownKeys` are the catalogue's `category/id` keys;
 * custom parts stay, up to `CUSTOM_PARTS_MAX`. Gives back `items` itself when nothing had to go.
 */
export function sanitizeQuoteList(
  items: readonly QuoteItem[],
  knownKeys: ReadonlySet<string>,
): readonly QuoteItem[] {
  let customParts = 0;
  const isKept = (key: string) =>
    knownKeys.has(key) ||
    (key.startsWith(`${CUSTOM_CATEGORY}/`) && ++customParts <= CUSTOM_PARTS_MAX);
  return keepOnce(items, isKept, knownKeys.size + CUSTOM_PARTS_MAX);
}

/** Adds a product once: `already` when it is in the list, which then stays as it was. */
export function addToQuoteList(category: string, id: string): "added" | "already" {
  const items = readQuoteList();
  const key = quoteKey({ category, id });
  if (items.some((item) => quoteKey(item) === key)) return "already";
  writeQuoteList([...items, { ...BLANK, category, id }]);
  return "added";
}

const BLANK = { quantity: "", unit: "pieces", date: "", note: "", description: "" } as const;

/**
 * Adds an empty custom part (a part of the buyer's own, described and perhaps drawn) and gives
 * its key, or `undefined` when the list holds `CUSTOM_PARTS_MAX` of them already.
 */
export function addCustomPart(): string | undefined {
  const items = readQuoteList();
  const numbers = items.filter(isCustomPart).map((item) => Number(item.id.replace(/\D/g, "")) || 0);
  if (numbers.length >= CUSTOM_PARTS_MAX) return undefined;
  const id = `part-${Math.max(0, ...numbers) + 1}`;
  writeQuoteList([...items, { ...BLANK, category: CUSTOM_CATEGORY, id }]);
  return quoteKey({ category: CUSTOM_CATEGORY, id });
}

/** Changes what the buyer typed for one product. */
export function updateQuoteItem(
  key: string,
  patch: Partial<Pick<QuoteItem, "quantity" | "unit" | "date" | "note" | "description">>,
) {
  writeQuoteList(
    readQuoteList().map((item) => (quoteKey(item) === key ? { ...item, ...patch } : item)),
  );
}

export function removeQuoteItem(key: string) {
  writeQuoteList(readQuoteList().filter((item) => quoteKey(item) !== key));
}

/** Puts `items` in place of the list (the quote page, once it has taken out what cannot be sent). */
export function replaceQuoteList(items: readonly QuoteItem[]) {
  writeQuoteList(items);
}

/** Empties the list: only after the e-mail service confirmed the request. */
export function clearQuoteList() {
  writeQuoteList(EMPTY_QUOTE_LIST);
}

/**
 * The quote page's address parameter that asks it to add a product (`/quote?add=drinkware/tumblers`):
 * what Add to quote submits when pressed before the page's scripts have run.
 */
export const QUOTE_ADD_PARAM = "add";

/**
 * The products an address asks to add, each `category/id` key that `isKnown` accepts, in order
 * and once; the quote page adds them when it wakes and then takes the parameter off the address.
 */
export function addIntents(search: string, isKnown: (key: string) => boolean): string[] {
  const keys = new URLSearchParams(search).getAll(QUOTE_ADD_PARAM);
  return [...new Set(keys.filter(isKnown))];
}
