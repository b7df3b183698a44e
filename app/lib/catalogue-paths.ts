import { type Locale, localePath } from "./locales.ts";

/**
 * The catalogue's addresses, defined here only: a category's page lists all its products, a
 * product's page is under its category's. Both are language-neutral (`localePath` adds `/de`).
 */

/** `/product/drinkware` */
export const categoryPath = (category: string): string => `/product/${category}`;

/** `/product/drinkware/tumblers` */
export const productPath = (category: string, id: string): string =>
  `${categoryPath(category)}/${id}`;

/**
 * A language's catalogue PDF (decision 014), a stable address the build rewrites:
 * `/catalogue.pdf`, `/de/catalogue.pdf`.
 */
export const cataloguePdfPath = (locale: Locale): string => localePath(locale, "/catalogue.pdf");

/** The route patterns of those pages (`app/routes.ts`). */
export const CATEGORY_ROUTE = "product/:category";
export const PRODUCT_ROUTE = "product/:category/:id";

/**
 * Whether an address (with or without its language prefix) has the shape of a category's or a
 * product's page, known or not: `/de/product/toys`, `/product/toys/gone`.
 */
export const isCatalogueAddress = (pathname: string): boolean =>
  /^(?:\/[a-z]{2})?\/product\/[^/]+(?:\/[^/]+)?\/?$/.test(pathname);
