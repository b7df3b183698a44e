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

/**
 * Per content file, the fields a translation lacks that the page shows in English (`heading`,
 * `items.2.text`), as the content store lists them; a route loader sends it only when some are.
 */
export type FallbackBundle = Partial<Record<ContentKey, string[]>>;

type LoaderData =
  | {
      locale?: Locale;
      content?: ContentBundle;
      fallback?: FallbackBundle;
      catalogue?: CatalogueData;
      languagePages?: LanguagePages;
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

/** A field's language where it is not the page's: `"en"` for a text shown untranslated, else undefined. */
export type LangOf = (path: string) => "en" | undefined;

/**
 * For `lang={en("heading")}` on the element that holds a field of `content/<key>.yml` (its path
 * under `within`, when given: `banner`, `items`): `"en"` when the page shows it in English for
 * want of a translation (or a group or list item it lies in), so screen readers switch voice
 * (decision 015); undefined, and no attribute, otherwise.
 */
export function fallbackFrom(matches: Matches, key: ContentKey, within?: string): LangOf {
  const data = matches.find((match) => pick(match?.loaderData, key))?.loaderData as LoaderData;
  const paths = data?.fallback?.[key];
  const prefix = within ? `${within}.` : "";
  return (path) => (paths?.some((p) => `${prefix}${path}.`.startsWith(`${p}.`)) ? "en" : undefined);
}

/** The same, in a component. */
export const useFallback = (key: ContentKey, within?: string): LangOf =>
  fallbackFrom(useMatches(), key, within);

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
