import { useMatches } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import type { CatalogueData } from "./catalogue";
import type { Content, ContentKey } from "./schema/registry";

/** Content files by key, as a route loader returns them. */
export type ContentBundle = Partial<{ [K in ContentKey]: Content<K> }>;

/**
 * A catalogue page's neutral path in each language: itself where it is translated, else the
 * nearest page that is (its category's, or the products page). See `languagePages`.
 */
export type LanguagePages = Record<Locale, string>;

type LoaderData =
  | {
      locale?: Locale;
      content?: ContentBundle;
      catalogue?: CatalogueData;
      languagePages?: LanguagePages;
      shownInEnglish?: string[];
    }
  | undefined;

/** Matched routes, as `useMatches` or `meta` gives them. */
export type Matches = readonly ({ loaderData?: unknown } | undefined)[];

/** A content file from loader data, or undefined when that loader did not load it. */
const pick = <K extends ContentKey>(data: unknown, key: K) =>
  (data as LoaderData)?.content?.[key] as Content<K> | undefined;

/** A content file from the loader data of routes (`meta` gets them as its `matches`). */
export function contentFrom<K extends ContentKey>(matches: Matches, key: K): Content<K> {
  for (const match of matches) {
    const value = pick(match?.loaderData, key);
    if (value) return value;
  }
  throw new Error(`No route loads content/${key}.yml`);
}

/** A content file's data, from whichever matched route loaded it (the root loads the layout's). */
export function useContent<K extends ContentKey>(key: K): Content<K> {
  return contentFrom(useMatches(), key);
}

/** The page's language, as the root loader (the first match) took it from the address. */
export function localeFrom(matches: Matches): Locale {
  return (matches[0]?.loaderData as LoaderData)?.locale ?? DEFAULT_LOCALE;
}

/** The same, in a component. */
export const useLocale = (): Locale => localeFrom(useMatches());

/** The part of the catalogue the page's loader picked (`app/content/page-content.server.ts`). */
export function catalogueFrom(matches: Matches): CatalogueData {
  for (const match of matches) {
    const catalogue = (match?.loaderData as LoaderData)?.catalogue;
    if (catalogue) return catalogue;
  }
  throw new Error("No route loads the catalogue");
}

/** The same, in a component. */
export const useCatalogueData = (): CatalogueData => catalogueFrom(useMatches());

/** Where this page leads in each language, when a catalogue route's loader says (else undefined). */
export function languagePagesFrom(matches: Matches): LanguagePages | undefined {
  for (const match of matches) {
    const pages = (match?.loaderData as LoaderData)?.languagePages;
    if (pages) return pages;
  }
  return undefined;
}

/**
 * The English texts the page shows for want of a translation (decision 015), from every matched
 * route's loader: the root's (layout words) and the page's. Empty for a fully translated page.
 */
export const shownInEnglishFrom = (matches: Matches): Set<string> =>
  new Set(matches.flatMap((match) => (match?.loaderData as LoaderData)?.shownInEnglish ?? []));
