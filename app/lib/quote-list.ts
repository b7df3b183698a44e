import { useSyncExternalStore } from "react";

/**
 * The buyer's quote list: the products they collected while browsing, with what they typed for
 * each. It lives in the browser (localStorage), so it survives reloads and closed tabs and is the
 * same in every language (items hold ids, never names). Kept tiny and free of React components:
 * the header reads the count on every page; the list page and its form are their own chunk.
 */
export interface QuoteItem {
  category: string;
  id: string;
  /** As typed: checked only when the request is sent, so half-typed values are never lost. */
  quantity: string;
  date: string;
  note: string;
}

/** Versioned, so a later shape can ignore (not misread) an older list. */
export const QUOTE_STORAGE_KEY = "quote-list:v1";
const CHANGE_EVENT = "quote-list-change";
const EMPTY: readonly QuoteItem[] = Object.freeze([]);

const isText = (value: unknown): value is string => typeof value === "string";

/** Only well-formed items survive a read: a list edited by hand or by an older build cannot break a page. */
function parseItems(raw: string | null): readonly QuoteItem[] {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY;
    return parsed
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
      .map(({ category, id, quantity, date, note }) => ({ category, id, quantity, date, note }));
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

/** A product's key in the list: ids are unique within a category only. */
export const quoteKey = (item: Pick<QuoteItem, "category" | "id">) => `${item.category}/${item.id}`;

/** Adds a product once: `already` when it is in the list, which then stays as it was. */
export function addToQuoteList(category: string, id: string): "added" | "already" {
  const items = readQuoteList();
  const key = quoteKey({ category, id });
  if (items.some((item) => quoteKey(item) === key)) return "already";
  write([...items, { category, id, quantity: "", date: "", note: "" }]);
  return "added";
}

/** Changes what the buyer typed for one product. */
export function updateQuoteItem(
  key: string,
  patch: Partial<Pick<QuoteItem, "quantity" | "date" | "note">>,
) {
  write(readQuoteList().map((item) => (quoteKey(item) === key ? { ...item, ...patch } : item)));
}

export function removeQuoteItem(key: string) {
  write(readQuoteList().filter((item) => quoteKey(item) !== key));
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
