import { useSyncExternalStore } from "react";

/**
 * The buyer's quote list: the products they collected while browsing, with what they typed for
 * each. It lives in the browser (localStorage), so it survives reloads and closed tabs and is the
 * same in every language (items hold ids, never names). Kept tiny and free of React components:
 * the header reads the count on every page; the list page and its form are their own chunk.
 */
export interface QuoteItem {
  /** A catalogue category, or `CUSTOM_CATEGORY` for a part the buyer describes (a drawing of their own). */
  category: string;
  id: string;
  /** As typed: checked only when the request is sent, so half-typed values are never lost. */
  quantity: string;
  /** One of `QUOTE_UNITS`: what the quantity counts. */
  unit: QuoteUnit;
  date: string;
  note: string;
  /** A custom part's description (the buyer's words for it); empty for a catalogue product. */
  description: string;
}

/** What a quantity counts: pieces unless the buyer says otherwise; a sample request is how most start. */
export const QUOTE_UNITS = ["pieces", "cartons", "container20", "container40", "samples"] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];
const isUnit = (value: unknown): value is QuoteUnit =>
  typeof value === "string" && (QUOTE_UNITS as readonly string[]).includes(value);

/** The category of a custom part: no catalogue category has this id (ids are lower-case words). */
export const CUSTOM_CATEGORY = "custom";
/** How many custom parts one list holds: more is a list edited by hand. */
export const CUSTOM_PARTS_MAX = 10;
/** Whether an item is a part the buyer describes rather than a catalogue product. */
export const isCustomPart = (item: Pick<QuoteItem, "category">) =>
  item.category === CUSTOM_CATEGORY;

/** Versioned, so a later shape can ignore (not misread) an older list. */
export const QUOTE_STORAGE_KEY = "quote-list:v1";
const CHANGE_EVENT = "quote-list-change";
const EMPTY: readonly QuoteItem[] = Object.freeze([]);

const isText = (value: unknown): value is string => typeof value === "string";

/** The longest note a product takes: the note field's own limit (`maxLength`). */
export const QUOTE_NOTE_MAX = 300;
/** The longest custom part's description: its field's own limit (`maxLength`). */
export const QUOTE_DESCRIPTION_MAX = 300;
/** What a quantity or a date input ever holds is far shorter; more is a list edited by hand. */
const SHORT_FIELD_MAX = 40;

/** A product's key in the list: ids are unique within a category only. */
export const quoteKey = (item: Pick<QuoteItem, "category" | "id">) => `${item.category}/${item.id}`;

/** The item with its typed fields within their lengths: itself when they already are. */
function withinLimits(item: QuoteItem): QuoteItem {
  const { quantity, date, note, description } = item;
  if (
    quantity.length <= SHORT_FIELD_MAX &&
    date.length <= SHORT_FIELD_MAX &&
    note.length <= QUOTE_NOTE_MAX &&
    description.length <= QUOTE_DESCRIPTION_MAX
  )
    return item;
  return {
    ...item,
    quantity: quantity.slice(0, SHORT_FIELD_MAX),
    date: date.slice(0, SHORT_FIELD_MAX),
    note: note.slice(0, QUOTE_NOTE_MAX),
    description: description.slice(0, QUOTE_DESCRIPTION_MAX),
  };
}

/** Items whose key `isKept` accepts, the first of each key, within limits; `items` itself when that is all of them. */
function keepOnce(
  items: readonly QuoteItem[],
  isKept: (key: string) => boolean,
  max = Number.POSITIVE_INFINITY,
): readonly QuoteItem[] {
  const seen = new Set<string>();
  const kept: QuoteItem[] = [];
  let isChanged = false;
  for (const item of items) {
    const key = quoteKey(item);
    if (kept.length >= max || seen.has(key) || !isKept(key)) {
      isChanged = true;
      continue;
    }
    seen.add(key);
    const limited = withinLimits(item);
    if (limited !== item) isChanged = true;
    kept.push(limited);
  }
  return isChanged ? kept : items;
}

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

/**
 * Only well-formed items survive a read, each product once and within limits: a list edited by
 * hand or by an older build cannot break a page. Which ids exist is for the quote page to say
 * (`sanitizeQuoteList`): the header that counts the list does not load the catalogue.
 */
function parseItems(raw: string | null): readonly QuoteItem[] {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY;
    const items = parsed
      .filter(
        (item): item is QuoteItem =>
          typeof item === "object" &&
          item !== null &&
          isText(item.category) &&
          isText(item.id) &&
          isText(item.quantity) &&
          isText(item.date) &&
          isText(item.note),
      )
      // Lists stored before units and custom parts count pieces and describe nothing.
      .map(({ category, id, quantity, unit, date, note, description }) => ({
        category,
        id,
        quantity,
        unit: isUnit(unit) ? unit : "pieces",
        date,
        note,
        description: isText(description) ? description : "",
      }));
    return keepOnce(items, () => true);
  } catch {
    return EMPTY;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(QUOTE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode in some browsers): an empty list
  }
}

let cachedRaw: string | null = null;
let cachedItems: readonly QuoteItem[] = EMPTY;

/** The list now; the same array until it changes, as `useSyncExternalStore` needs. */
export function readQuoteList(): readonly QuoteItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseItems(raw);
  }
  return cachedItems;
}

function write(items: readonly QuoteItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(QUOTE_STORAGE_KEY);
    else window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the page still tells every listener, so this tab stays consistent.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` on every change, in this tab or another (the `storage` event). */
export function subscribeQuoteList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUOTE_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Adds a product once: `already` when it is in the list, which then stays as it was. */
export function addToQuoteList(category: string, id: string): "added" | "already" {
  const items = readQuoteList();
  const key = quoteKey({ category, id });
  if (items.some((item) => quoteKey(item) === key)) return "already";
  write([...items, { ...BLANK, category, id }]);
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
  write([...items, { ...BLANK, category: CUSTOM_CATEGORY, id }]);
  return quoteKey({ category: CUSTOM_CATEGORY, id });
}

/** Changes what the buyer typed for one product. */
export function updateQuoteItem(
  key: string,
  patch: Partial<Pick<QuoteItem, "quantity" | "unit" | "date" | "note" | "description">>,
) {
  write(readQuoteList().map((item) => (quoteKey(item) === key ? { ...item, ...patch } : item)));
}

export function removeQuoteItem(key: string) {
  write(readQuoteList().filter((item) => quoteKey(item) !== key));
}

/** Puts `items` in place of the list (the quote page, once it has taken out what cannot be sent). */
export function replaceQuoteList(items: readonly QuoteItem[]) {
  write(items);
}

/** Empties the list: only after the e-mail service confirmed the request. */
export function clearQuoteList() {
  write(EMPTY);
}

/**
 * The list in a component. The server and the hydrating render see it empty (the HTML cannot
 * know it); the browser's list follows at once, so nothing mismatches.
 */
export function useQuoteList(): readonly QuoteItem[] {
  return useSyncExternalStore(subscribeQuoteList, readQuoteList, () => EMPTY);
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
