import links from "virtual:catalogue-pdf";
import type { Locale } from "~/lib/locales";

/** A language's catalogue PDF as its download link states it: its address and size in bytes. */
export interface CataloguePdfLink {
  href: string;
  bytes: number;
}

/**
 * A route loader that also hands its page the catalogue PDF of the page's language (decision
 * 014): the product pages link to it. The build made the PDFs before the prerender, so the size
 * is the size of the file served.
 */
export function withCataloguePdf<Args, Data extends { locale: Locale }>(
  loader: (args: Args) => Data,
): (args: Args) => Data & { cataloguePdf: CataloguePdfLink } {
  return (args) => {
    const data = loader(args);
    return { ...data, cataloguePdf: links[data.locale] };
  };
}
