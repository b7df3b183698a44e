import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import type { ContentKey, contentFiles } from "~/content/schema/registry";
import { fillSiteBlanksDeep } from "~/content/site-blanks";
import type { Locale } from "~/lib/locales";

/**
 * A content file as the owner wrote it (`readContent("home/hero")`, or in another language
 * `readContent("home/hero", "de")`), for browser tests that look for its words on the page, with
 * the company blanks filled as the build fills them. Pictures stay as written (`{src, alt}`):
 * tests check the alt text.
 */
export function readContent<K extends ContentKey>(
  key: K,
  locale: Locale = "en",
): z.input<(typeof contentFiles)[K]> {
  const data = read(key, locale);
  // As the build does: `{company}`, `{tagline}` and `{city}` filled from the language's site file.
  return key === "site" ? data : fillSiteBlanksDeep(data, read("site", locale));
}

function read(key: string, locale: Locale) {
  return parse(readFileSync(path.join(process.cwd(), "content", `${key}.yml`), "utf8"))[locale];
}

/** A catalogue entry as the owner wrote it, with what English writes once for every language. */
type Entry = Record<string, unknown> & { id: string; order: number; hidden?: boolean };
export type CatalogueCategory = Entry & {
  heading: string;
  subheading: string;
  text: string;
  rangeText: string;
  rangeLink: string;
  pictureAlt: string;
  rangePictureAlt?: string;
  output?: { value: string; label: string };
};
export type CatalogueProduct = Entry & {
  category: string;
  heading: string;
  shortName?: string;
  description: string;
  pictureAlt: string;
  capacity: string[];
  materials: string[];
  features: string[];
};

/** The `.yml` files of a folder under `content/`, by name without `.yml`. */
function filesIn(folder: string): [string, Record<Locale, Record<string, unknown>>][] {
  const dir = path.join(process.cwd(), "content", folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yml"))
    .map((name) => [
      name.slice(0, -".yml".length),
      parse(readFileSync(path.join(dir, name), "utf8")),
    ]);
}

const arranged = <T extends Entry>(entries: T[]) =>
  entries
    .filter((entry) => !entry.hidden)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/**
 * The catalogue in a language as the site shows it (`content/categories/`, `content/products/`):
 * visible categories in their order, each with its visible products in theirs.
 */
export function readCatalogue(locale: Locale = "en") {
  const entry = (id: string, data: Record<Locale, Record<string, unknown>>) => ({
    ...data.en,
    ...data[locale],
    id,
  });
  const categories = arranged(
    filesIn("categories").map(([id, data]) => entry(id, data) as CatalogueCategory),
  );
  return categories.map((category) => ({
    category,
    products: arranged(
      filesIn(`products/${category.id}`).map(
        ([id, data]) => ({ ...entry(id, data), category: category.id }) as CatalogueProduct,
      ),
    ),
  }));
}

/** One product as the owner wrote it, in a language (`readProduct("drinkware", "tumblers", "de")`). */
export function readProduct(category: string, id: string, locale: Locale = "en") {
  const product = readCatalogue(locale)
    .find((entry) => entry.category.id === category)
    ?.products.find((entry) => entry.id === id);
  if (!product) throw new Error(`No product ${category}/${id}`);
  return product;
}
