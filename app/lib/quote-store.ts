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

/** Versioned, so a later shape can ignore (not misread) an older list. */
export const QUOTE_STORAGE_KEY = "quote-list:v1";
const CHANGE_EVENT = "quote-list-change";
export const EMPTY_QUOTE_LIST: readonly QuoteItem[] = Object.freeze([]);

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
export function keepOnce(
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
 * Only well-formed items survive a read, each product once and within limits: a list edited by
 * hand or by an older build cannot break a page. Which ids exist is for the quote page to say
 * (`sanitizeQuoteList`): the header that counts the list does not load the catalogue.
 */
function parseItems(raw: string | null): readonly QuoteItem[] {
  if (!raw) return EMPTY_QUOTE_LIST;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY_QUOTE_LIST;
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
    return EMPTY_QUOTE_LIST;
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
let cachedItems: readonly QuoteItem[] = EMPTY_QUOTE_LIST;

/** The list now; the same array until it changes, as `useSyncExternalStore` needs. */
export function readQuoteList(): readonly QuoteItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseItems(raw);
  }
  return cachedItems;
}

export function writeQuoteList(items: readonly QuoteItem[]) {
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

/**
 * The list in a component. The server and the hydrating render see it empty (the HTML cannot
 * know it); the browser's list follows at once, so nothing mismatches.
 */
export function useQuoteList(): readonly QuoteItem[] {
  return useSyncExternalStore(subscribeQuoteList, readQuoteList, () => EMPTY_QUOTE_LIST);
}
