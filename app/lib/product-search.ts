/**
 * The product search's engine: Pagefind's script and the index of the page's language (it reads
 * `<html lang>`), both fetched from `/pagefind/` the first time a visitor opens the search, never
 * with a page. Only the search's own chunk imports this module.
 */

/** One part of a result's excerpt: the words around a match, or a matched word. */
export interface ExcerptPart {
  text: string;
  isMatch: boolean;
}

/** What the search shows of one matching product page. */
export interface SearchHit {
  /** The page's address as the site writes it: `/de/product/drinkware/tumblers`. */
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  /** The product's picture, when its page has one. */
  image?: string;
}

/** The part of Pagefind's data for one page that the search reads. */
export interface PagefindPage {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    waitMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindPage> }[] } | null>;
}

/** Built by scripts/postbuild/search-index.ts; a variable, so the bundler leaves it to the browser. */
const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";
/** Words of a result's excerpt: about two lines at 320 px. */
const EXCERPT_WORDS = 16;
/** Typing pauses this long before a search runs. */
const DEBOUNCE_MS = 120;

let engine: Promise<Pagefind> | undefined;

/**
 * Pagefind, loaded once. On the main thread (`noWorker`): the policy allows no workers, and a
 * catalogue this size searches in a few milliseconds. A failed load is tried again next time.
 */
export function loadSearch(): Promise<Pagefind> {
  if (!engine) {
    engine = (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(
      async (pagefind) => {
        await pagefind.options({ noWorker: true, excerptLength: EXCERPT_WORDS });
        await pagefind.init();
        return pagefind;
      },
    );
    engine.catch(() => {
      engine = undefined;
    });
  }
  return engine;
}

/**
 * The first `limit` products matching `query`, best first, and how many match in all; `null`
 * when a newer query replaced this one while it waited.
 */
export async function searchProducts(
  query: string,
  limit = 8,
): Promise<{ hits: SearchHit[]; total: number } | null> {
  const pagefind = await loadSearch();
  const search = await pagefind.debouncedSearch(query, {}, DEBOUNCE_MS);
  if (!search) return null;
  const pages = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return { hits: pages.map(toHit), total: search.results.length };
}

/** A result as the search shows it. */
export function toHit(page: PagefindPage): SearchHit {
  return {
    // Pagefind names the folder (`/product/drinkware/tumblers/`); the site's addresses end without `/`.
    url: page.url.replace(/(?<=.)\/$/, ""),
    title: page.meta.title ?? page.url,
    excerpt: excerptParts(page.excerpt),
    ...(page.meta.image ? { image: page.meta.image } : {}),
  };
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matches) as plain parts, so the page
 * renders text and marks and never sets HTML from the index.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const isMatch = part.startsWith("<mark>") && part.endsWith("</mark>");
      return { text: decode(isMatch ? part.slice(6, -7) : part), isMatch };
    });
}
