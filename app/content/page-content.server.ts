import { type Locale, splitLocale } from "~/lib/locales";
import type { ContentBundle } from "./use-content";

/**
 * Every content file, each in every language, compiled by the content plugin (checked, pictures
 * resolved). Only route loaders read it, and they run when the page is prerendered: the words
 * reach the browser in the page's HTML and its `.data` file, never in a script.
 */
const files = import.meta.glob<{ default: Record<Locale, unknown> }>("/content/**/*.yml", {
  eager: true,
});

/** A route's loader: the content files whose keys start with one of `prefixes`, in the page's language. */
export function contentLoader(prefixes: readonly string[]) {
  return ({ request }: { request: Request }) => {
    // The page's address, or its data's when React Router asks for that (`/de.data` for `/de`).
    const { locale } = splitLocale(new URL(request.url).pathname.replace(/\.data$/, ""));
    const content: Record<string, unknown> = {};
    for (const [file, module] of Object.entries(files)) {
      const key = file.slice("/content/".length, -".yml".length);
      if (prefixes.some((prefix) => key.startsWith(prefix))) content[key] = module.default[locale];
    }
    return { locale, content: content as ContentBundle };
  };
}
