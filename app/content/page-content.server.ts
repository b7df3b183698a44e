import { data } from "react-router";
import { categoryPath, productPath } from "~/lib/catalogue-paths";
import { LOCALES, type Locale, splitLocale } from "~/lib/locales";
import { arrangeCatalogue, type CatalogueData, type Category, type Product } from "./catalogue";
import type { ContentBundle, LanguagePages } from "./use-content";

/**
 * Every content file, each in every language, compiled by the content plugin from the content
 * store (checked, pictures resolved). Only route loaders read it, and they run when the page is
 * prerendered: the words reach the browser in the page's HTML and its `.data` file, never in a
 * script.
 */
const files = import.meta.glob<ContentModule>("/content/**/*.yml", { eager: true });

/**
 * A content file's module: its data in every language and, per language, the fields a page shows
 * in English because the translation lacks them (`scripts/vite/content.ts`, decision 015).
 */
export interface ContentModule {
  default: Record<Locale, unknown>;
  fallback?: Partial<Record<Locale, string[]>>;
}

const keyOf = (file: string) => file.slice("/content/".length, -".yml".length);
const inFolder = (folder: string) =>
  Object.entries(files).filter(([file]) => keyOf(file).startsWith(`${folder}/`));

/** A catalogue folder's entries in a language: those not yet translated into it are left out. */
const entriesIn = (folder: string, locale: Locale) =>
  inFolder(folder)
    .map(([, module]) => module.default[locale])
    .filter((entry) => entry !== undefined);

/** The page files (all but the catalogue's), by key: what `contentLoader`'s prefixes pick from. */
const pageFiles = Object.entries(files)
  .map(([file, module]) => [keyOf(file), module] as const)
  .filter(([key]) => !key.startsWith("categories/") && !key.startsWith("products/"));

/** The catalogue in each language, arranged once (visible entries, in their order). */
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    arrangeCatalogue({
      categories: entriesIn("categories", locale) as Category[],
      products: entriesIn("products", locale) as Product[],
    }),
  ]),
) as Record<Locale, CatalogueData>;

/** The address's category and product ids (`/product/:category/:id`), when the route has them. */
export type CatalogueParams = { category?: string; id?: string };

/**
 * What of the catalogue a page shows, from the whole catalogue in its language. A pick throws
 * `notFound()` for ids the catalogue does not have.
 */
export type CataloguePick = (catalogue: CatalogueData, params: CatalogueParams) => CatalogueData;

/** The answer to an address the catalogue does not have: the not-found page, with status 404. */
export const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/**
 * The words of the text field at `path` (`items.2.text`), as a page shows them; none for a text
 * with a `{blank}` the page fills in (it never shows as written).
 */
function textAt(data: unknown, path: string): string | undefined {
  let value = data;
  for (const step of path.split("."))
    value = (value as Record<string, unknown> | undefined)?.[step];
  return typeof value === "string" && !/\{\w+\}/.test(value)
    ? value.trim() || undefined
    : undefined;
}

/**
 * The page files whose keys start with one of `prefixes`, in `locale`, and, only where a
 * translation lacks some, the English texts the page shows in their place (decision 015): the
 * prerender and the layout mark each element holding one `lang="en"`. A fully translated page
 * carries nothing extra.
 */
export function pageContent(
  modules: readonly (readonly [string, ContentModule])[],
  prefixes: readonly string[],
  locale: Locale,
): { content: ContentBundle; shownInEnglish?: string[] } {
  const content: Record<string, unknown> = {};
  const english = new Set<string>();
  for (const [key, module] of modules) {
    if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
    content[key] = module.default[locale];
    for (const path of module.fallback?.[locale] ?? []) {
      const text = textAt(content[key], path);
      if (text) english.add(text);
    }
  }
  return {
    content: content as ContentBundle,
    ...(english.size > 0 ? { shownInEnglish: [...english] } : {}),
  };
}

/**
 * A route's loader: the content files whose keys start with one of `prefixes`, in the page's
 * language, and with `pick`, the part of the catalogue the page shows.
 */
export function contentLoader(prefixes: readonly string[], pick?: CataloguePick) {
  return ({ request, params = {} }: { request: Request; params?: CatalogueParams }) => {
    // The page's address, or its data's when React Router asks for that (`/de.data` for `/de`).
    const { locale } = splitLocale(new URL(request.url).pathname.replace(/\.data$/, ""));
    const catalogue = pick ? pick(catalogues[locale], params) : undefined;
    return {
      locale,
      ...pageContent(pageFiles, prefixes, locale),
      ...(catalogue ? { catalogue } : {}),
      ...(params.category ? { languagePages: languagePages(params) } : {}),
    };
  };
}

/**
 * Where a category's or a product's page leads in each language (decision 015): to the same page
 * where it is translated; else to its category's page in that language, else to the products
 * page. Its hreflang alternates are the languages that have the same page.
 */
export function languagePages({ category, id }: CatalogueParams): LanguagePages {
  const here = id ? productPath(category ?? "", id) : categoryPath(category ?? "");
  const pages = LOCALES.map((locale) => {
    const { categories, products } = catalogues[locale];
    const hasCategory = categories.some((entry) => entry.id === category);
    const hasPage = id
      ? products.some((entry) => entry.category === category && entry.id === id)
      : hasCategory;
    const page = hasPage ? here : hasCategory ? categoryPath(category ?? "") : "/product";
    return [locale, page];
  });
  return Object.fromEntries(pages) as LanguagePages;
}

/** The whole catalogue (the quote list names any product). */
export const wholeCatalogue: CataloguePick = (catalogue) => catalogue;

/** Every category with its first `count` products (the overviews link to the rest). */
export const firstProducts =
  (count: number): CataloguePick =>
  ({ categories, products }) => ({
    categories,
    products: categories.flatMap(({ id }) =>
      products.filter((product) => product.category === id).slice(0, count),
    ),
  });

/** The address's category with all its products; 404 for a category the catalogue lacks. */
export const oneCategory: CataloguePick = ({ categories, products }, params) => {
  const category = categories.find(({ id }) => id === params.category);
  if (!category) throw notFound();
  return { categories: [category], products: products.filter((p) => p.category === category.id) };
};

/** How many of its category's other products a product's page shows. */
export const RELATED_COUNT = 8;

/**
 * The address's product first, then up to `RELATED_COUNT` others of its category (those after it
 * in the order, then from the start); 404 for a pair the catalogue lacks.
 */
export const oneProduct: CataloguePick = (catalogue, params) => {
  const { categories, products } = oneCategory(catalogue, params);
  const index = products.findIndex(({ id }) => id === params.id);
  const product = products[index];
  if (!product) throw notFound();
  const others = [...products.slice(index + 1), ...products.slice(0, index)];
  return { categories, products: [product, ...others.slice(0, RELATED_COUNT)] };
};

/**
 * Each product's English name by its `category/id` key, for a page in another language that
 * sends product names to an owner who reads English (the quote request); nothing on English pages.
 */
export function englishProductNames(locale: Locale): Record<string, string> {
  if (locale === "en") return {};
  return Object.fromEntries(
    catalogues.en.products.map((product) => [`${product.category}/${product.id}`, product.heading]),
  );
}
