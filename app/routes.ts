import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { productIds } from "../scripts/postbuild/product-pages.ts";
import { LOCALES, localePrefix } from "./lib/locales.ts";

/**
 * The six pages, the quote list, each product's page, plus a catch-all that renders the not-found
 * fallback inside the layout. Each product has a route of its own (not `product/:category/:id`),
 * so an unknown id is the not-found page in the browser too, as it is on the servers.
 */
const PAGES: (readonly [path: string, file: string, name?: string])[] = [
  ["", "routes/home.tsx"],
  ["services", "routes/services.tsx"],
  ["product", "routes/product.tsx"],
  ["quote", "routes/quote.tsx"],
  ...productIds().map(({ category, id }) => {
    const path = `product/${category}/${id}`;
    return [path, "routes/product-detail.tsx", path] as const;
  }),
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
  return PAGES.map(([path, file, product]) => {
    if (!prefix && product) return route(path, file, { id: product });
    if (!prefix) return path ? route(path, file) : index(file);
    const name = product ?? file.slice("routes/".length, -".tsx".length);
    return route([prefix, path].filter(Boolean).join("/"), file, { id: `${locale}/${name}` });
  });
}) satisfies RouteConfig;
