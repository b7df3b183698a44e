import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { CATEGORY_ROUTE, PRODUCT_ROUTE } from "./lib/catalogue-paths.ts";
import { LOCALES, localePrefix } from "./lib/locales.ts";

/**
 * The six pages, the quote list, a category's page and a product's page (one route each, whose
 * addresses come from the catalogue: react-router.config.ts prerenders them), plus a catch-all
 * that renders the not-found fallback inside the layout.
 */
const PAGES: (readonly [path: string, file: string])[] = [
  ["", "routes/home.tsx"],
  ["services", "routes/services.tsx"],
  ["product", "routes/product.tsx"],
  [CATEGORY_ROUTE, "routes/product-category.tsx"],
  [PRODUCT_ROUTE, "routes/product-detail.tsx"],
  ["quote", "routes/quote.tsx"],
  ["manufacturing", "routes/manufacturing.tsx"],
  ["careers", "routes/careers.tsx"],
  ["contact-us", "routes/contact-us.tsx"],
  ["*", "routes/not-found.tsx"],
];

/**
 * Every page in every language: English at the root (`/services`), each other language under its
 * prefix (`/de/services`, `/de/` for its home, `/de/*` for its not-found page). The pages' loaders
 * take the language from the address.
 */
export default LOCALES.flatMap((locale) => {
  const prefix = localePrefix(locale).slice(1);
  return PAGES.map(([path, file]) => {
    if (!prefix) return path ? route(path, file) : index(file);
    const name = file.slice("routes/".length, -".tsx".length);
    return route([prefix, path].filter(Boolean).join("/"), file, { id: `${locale}/${name}` });
  });
}) satisfies RouteConfig;
