import { useEffect } from "react";
import { useMatches } from "react-router";
import { useCatalogueData, useContent } from "~/content/use-content";
import type { ShownQuoteItem } from "~/features/quote-form/quote-items";
import { productPath } from "~/lib/catalogue-paths";
import { fillTemplate } from "~/lib/fill-template";
import {
  isCustomPart,
  quoteKey,
  replaceQuoteList,
  sanitizeQuoteList,
  useQuoteList,
} from "~/lib/quote-list";

/** The English product names the quote page's loader gives on pages in other languages. */
function useEnglishNames(): Readonly<Record<string, string>> {
  const matches = useMatches();
  for (const match of matches) {
    const names = (match.loaderData as { englishNames?: Record<string, string> } | undefined)
      ?.englishNames;
    if (names) return names;
  }
  return {};
}

/**
 * The list's items with their products' names (and English names), pictures and pages in the
 * page's language: each product of the catalogue once, at most, and the buyer's custom parts
 * (`sanitizeQuoteList`). What had to go leaves the stored list too, so the header counts what
 * this page shows.
 */
export function useShownItems(): { items: ShownQuoteItem[]; knownKeys: ReadonlySet<string> } {
  const { products } = useCatalogueData();
  const text = useContent("quote/quote-list");
  const englishNames = useEnglishNames();
  const knownKeys = new Set(products.map((product) => quoteKey(product)));
  const list = useQuoteList();
  const kept = sanitizeQuoteList(list, knownKeys);
  useEffect(() => {
    if (kept !== list) replaceQuoteList(kept);
  }, [kept, list]);
  let customParts = 0;
  const items = kept.map((item): ShownQuoteItem => {
    const key = quoteKey(item);
    if (isCustomPart(item)) {
      customParts += 1;
      const name = fillTemplate(text.custom.heading, { number: customParts });
      return { ...item, key, name, englishName: "-" };
    }
    const product = products.find(
      (candidate) => candidate.category === item.category && candidate.id === item.id,
    );
    if (!product) return { ...item, key, name: key, englishName: key };
    return {
      ...item,
      key,
      name: product.heading,
      englishName: englishNames[key] ?? product.heading,
      href: productPath(item.category, item.id),
      image: product.image,
      ...(product.moq ? { moq: product.moq } : {}),
    };
  });
  return { items, knownKeys };
}
