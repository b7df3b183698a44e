import { type Locale, splitLocale } from "~/lib/locales";
import type { ContentBundle } from "./use-content";

/**
 * Every content file in every language, compiled by the content plugin (checked, pictures
 * resolved). Only route loaders read it, and they run when the page is prerendered: the words
 * reach the browser in the page's HTML and its `.data` file, never in a script.
 */
const files = import.meta.glob<{ default: unknown }>("/content/**/*.yml", { eager: true });

/** `/content/home/hero.de.yml` as its key and language. */
const byKeyAndLocale = new Map(
  Object.entries(files).map(([file, module]) => {
    const [, key = "", locale = ""] = /^\/content\/(.+)\.([a-z]+)\.yml$/.exec(file) ?? [];
    return [`${key}.${locale}`, { key, locale, data: module.default }] as const;
  }),
);

/** A route's loader: the content files whose keys start with one of `prefixes`, in the page's language. */
export function contentLoader(prefixes: readonly string[]) {
  return ({ request }: { request: Request }) => {
    // The page's address, or its data's when React Router asks for that (`/de.data` for `/de`).
    const { locale } = splitLocale(new URL(request.url).pathname.replace(/\.data$/, ""));
    return { locale, content: contentOf(locale, prefixes) };
  };
}

function contentOf(locale: Locale, prefixes: readonly string[]): ContentBundle {
  const content: Record<string, unknown> = {};
  for (const { key, locale: fileLocale, data } of byKeyAndLocale.values())
    if (fileLocale === locale && prefixes.some((prefix) => key.startsWith(prefix)))
      content[key] = data;
  return content as ContentBundle;
}
