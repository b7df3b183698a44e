import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { categoryPath, productPath } from "../lib/catalogue-paths.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localePath } from "../lib/locales.ts";
import {
  arrangeCatalogue,
  type CatalogueData,
  composeCategory,
  composeProduct,
} from "./catalogue.ts";
import { CATALOGUE_FOLDERS, type CategoryFile, type ProductFile } from "./schema/catalogue.ts";
import { MEDIA_PREFIX, metaOf, unwrap } from "./schema/fields.ts";
import { type Content, contentFiles } from "./schema/registry.ts";
import { fillSiteBlanksDeep } from "./site-blanks.ts";
import { completeTranslation, differencesFromEnglish } from "./translations.ts";

/**
 * The content store: the one reader of `content/`. Every file is read, parsed and checked against
 * its schema once (again only when it changes on disk, for the dev server), and every reader asks
 * here: the content plugin that turns files into page modules, the route table's prerender list,
 * the postbuild steps, the editor's configuration and the tests. A mistake stops the build naming
 * file and field.
 */

export const CONTENT_DIR = "content";

/** A content problem, worded for the person who edits the file. */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(message: string) {
    super(message);
    // The message says all an editor needs; a stack trace through Vite would bury it.
    this.stack = `${this.name}: ${message}`;
  }
}

/**
 * A file's data in every language, by language code. English is always there; a catalogue entry
 * (category, product) lacks each language it is not yet fully translated into (decision 015).
 */
export type Languages = Record<Locale, unknown>;

/** Per language, the fields of a file a translation lacks, and those of them shown in English. */
export type TranslationGaps = Partial<Record<Locale, { missing: string[]; fallback: string[] }>>;

/** Whether `content/<key>.yml` is a catalogue entry (a category or a product), not a page's file. */
export const isCatalogueEntry = (key: string): boolean => !registry[key] && !!schemaOf(key);

const registry = contentFiles as Record<string, z.ZodType>;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The schema of `content/<key>.yml`: a page file's from the registry, or a catalogue entry's by its folder. */
export function schemaOf(key: string): z.ZodType | undefined {
  if (registry[key]) return registry[key];
  const [folder, ...rest] = key.split("/");
  const entry = Object.values(CATALOGUE_FOLDERS).find((f) => f.dir === folder);
  return entry && rest.length === entry.depth ? entry.schema : undefined;
}

/** The top-level fields a file writes once, under `en:` (`isStoredOnce`). */
function storedOnce(schema: z.ZodType): string[] {
  const inner = unwrap(schema) as z.ZodObject;
  return Object.entries((inner.shape ?? {}) as Record<string, z.ZodType>)
    .filter(([, field]) => metaOf(field)?.isStoredOnce)
    .map(([name]) => name);
}

/**
 * One file's data in every language (the schema's output), or a `ContentError` naming the file and
 * every field at fault: English must be there and valid; a translation must be valid and must not
 * contradict English (`differencesFromEnglish`), but may lag behind it (`completeTranslation`):
 * a page file then shows English where it cannot leave a text out, and a catalogue entry stays
 * out of that language until it is whole. Fields written once under `en:` are copied into every
 * language.
 */
export function checkContent(root: string, key: string, text?: string): Languages {
  return checkTranslations(root, key, text).data;
}

/** `checkContent`, with what each translation lacks (`TranslationGaps`). */
export function checkTranslations(
  root: string,
  key: string,
  text?: string,
): { data: Languages; gaps: TranslationGaps } {
  const name = `${CONTENT_DIR}/${key}.yml`;
  const schema = schemaOf(key);
  if (!schema)
    throw new ContentError(
      `${name}: no schema describes this file. Add it to app/content/schema/ (see README: Content map).`,
    );
  const source = text ?? readFileSync(path.join(root, name), "utf8");
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0)
    throw new ContentError(
      `${name}: not valid YAML: ${document.errors.map((e) => e.message.split("\n")[0]).join("; ")}`,
    );
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  for (const other of Object.keys(data))
    if (!isLocale(other))
      problems.push(`${name}: ${other}: not a language of the site (${LOCALES.join(", ")})`);
  const english = data[DEFAULT_LOCALE] as Record<string, unknown> | undefined;
  if (english === undefined)
    throw new ContentError(`${name}: en: missing (English is written first, then translated)`);
  const once = storedOnce(schema);
  const withShared = (locale: Locale) => {
    const own = data[locale];
    if (locale === DEFAULT_LOCALE || !english || !own || typeof own !== "object") return own;
    const shared = Object.fromEntries(once.filter((f) => f in english).map((f) => [f, english[f]]));
    return { ...shared, ...(own as object) };
  };
  // Translations are compared with English only when English itself is valid.
  const englishValid = schema.safeParse(english).success;
  const isEntry = isCatalogueEntry(key);
  const output: Partial<Languages> = {};
  const gaps: TranslationGaps = {};
  for (const locale of LOCALES) {
    let value = withShared(locale);
    if (locale !== DEFAULT_LOCALE) {
      if (!englishValid) continue;
      if (value !== undefined)
        problems.push(...differencesFromEnglish(schema, english, value, name, locale));
      // Not translated at all (`value` undefined): every text English has is missing.
      const completed = completeTranslation(schema, english, value);
      const { missing, fallback } = completed;
      if (missing.length > 0) gaps[locale] = { missing, fallback };
      // A catalogue entry is published in a language only when nothing of it would be English.
      if (isEntry && fallback.length > 0) continue;
      value = completed.value;
    }
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? [])
      problems.push(`${name}: ${[locale, ...issue.path].join(".")}: ${issue.message}`);
    if (result.success) output[locale] = result.data;
  }
  for (const [where, file] of mediaReferences(data))
    if (!existsSync(path.join(root, file.slice(1))))
      problems.push(`${name}: ${where}: no such picture: ${file.slice(1)}`);
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
  return { data: output as Languages, gaps };
}

/** Every picture address in the data, with the field path it sits at. */
export function mediaReferences(data: unknown, at: string[] = []): Array<[string, string]> {
  if (typeof data === "string")
    return data.startsWith(MEDIA_PREFIX) ? [[at.join(".") || "(the whole file)", data]] : [];
  if (Array.isArray(data))
    return data.flatMap((entry, i) => mediaReferences(entry, [...at, String(i)]));
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([k, v]) => mediaReferences(v, [...at, k]));
  return [];
}

/** The content store of one checkout. */
export class ContentStore {
  /** How many times a file was parsed: once per file, unless it changed on disk. */
  parses = 0;
  readonly #files = new Map<string, { stamp: string; data: Languages; gaps: TranslationGaps }>();

  constructor(readonly root: string) {}

  /** Every content file's key (`home/hero`, `categories/toys`, `products/toys/plastic-toys`). */
  keys(): string[] {
    return readdirSync(path.join(this.root, CONTENT_DIR), { recursive: true, encoding: "utf8" })
      .map((name) => name.replace(/\\/g, "/"))
      .filter((name) => name.endsWith(".yml") && !name.startsWith("media/"))
      .map((name) => name.slice(0, -".yml".length))
      .sort();
  }

  /** A file checked, in every language: parsed once, again only after it changed on disk. */
  file(key: string): Languages {
    return this.#checked(key).data;
  }

  /** What each translation of a file lacks (`TranslationGaps`), from the same parse as `file`. */
  gaps(key: string): TranslationGaps {
    return this.#checked(key).gaps;
  }

  #checked(key: string): { data: Languages; gaps: TranslationGaps } {
    const file = path.join(this.root, CONTENT_DIR, `${key}.yml`);
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const known = this.#files.get(key);
    if (known?.stamp === stamp) return known;
    this.parses += 1;
    const checked = checkTranslations(this.root, key, readFileSync(file, "utf8"));
    this.#files.set(key, { stamp, ...checked });
    return checked;
  }

  /**
   * A file as a page receives it, in every language: company blanks (`{company}`) filled and a
   * catalogue entry composed (its id, category and pictures with their descriptions).
   */
  page(key: string): Languages {
    const data = this.file(key);
    const facts = this.file("site") as Record<Locale, Content<"site">>;
    const [folder, ...ids] = key.split("/");
    const composed = (locale: Locale) => {
      const words = data[locale];
      // A catalogue entry not yet in this language.
      if (words === undefined) return undefined;
      if (folder === CATALOGUE_FOLDERS.categories.dir)
        return composeCategory(ids[0] ?? "", words as CategoryFile);
      if (folder === CATALOGUE_FOLDERS.products.dir && schemaOf(key))
        return composeProduct(ids[0] ?? "", ids[1] ?? "", words as ProductFile);
      return words;
    };
    return Object.fromEntries(
      LOCALES.map((l) => [l, key === "site" ? data[l] : fillSiteBlanksDeep(composed(l), facts[l])]),
    ) as Languages;
  }

  /** The catalogue's files, checked: every category and product, and the problems of their names. */
  #catalogueKeys(keys = this.keys()): { categories: string[]; products: string[] } {
    const { categories, products } = CATALOGUE_FOLDERS;
    const inFolder = (dir: string) => keys.filter((key) => key.startsWith(`${dir}/`));
    const problems: string[] = [];
    const categoryKeys = inFolder(categories.dir);
    const categoryIds = new Set(categoryKeys.map((key) => key.split("/")[1]));
    for (const key of [...categoryKeys, ...inFolder(products.dir)]) {
      const [folder, ...ids] = key.split("/");
      const name = `${CONTENT_DIR}/${key}.yml`;
      const depth = folder === categories.dir ? categories.depth : products.depth;
      if (ids.length !== depth) {
        problems.push(
          `${name}: not where the catalogue looks (content/categories/<category>.yml, content/products/<category>/<product>.yml)`,
        );
        continue;
      }
      for (const id of ids)
        if (!ID.test(id))
          problems.push(
            `${name}: the file's name "${id}" is its address: use lower-case letters, digits and single hyphens, like vacuum-bottles`,
          );
      if (folder === products.dir && !categoryIds.has(ids[0]))
        problems.push(
          `${name}: no category "${ids[0]}": add content/categories/${ids[0]}.yml or move the product into a category's folder`,
        );
    }
    if (problems.length > 0) throw new ContentError(problems.join("\n"));
    return { categories: categoryKeys, products: inFolder(products.dir) };
  }

  /** The catalogue in a language, as pages show it: visible entries in their order. */
  catalogue(locale: Locale = DEFAULT_LOCALE): CatalogueData {
    const keys = this.#catalogueKeys();
    // Entries not yet translated into `locale` are left out of it (decision 015).
    const entries = (list: string[]) =>
      list.map((key) => this.page(key)[locale]).filter((entry) => entry !== undefined);
    return arrangeCatalogue({
      categories: entries(keys.categories),
      products: entries(keys.products),
    } as CatalogueData);
  }

  /**
   * Every category file, hidden ones too, with its English name: the editor's folders of products
   * (`content/products/<id>/`).
   */
  categoryFolders(): { id: string; name: string }[] {
    return this.#catalogueKeys().categories.map((key) => ({
      id: key.split("/")[1] ?? key,
      name: (this.file(key).en as CategoryFile).heading,
    }));
  }

  /** Every catalogue page's address in every language (`/product/toys`, `/de/product/toys/plastic-toys`). */
  addresses(): string[] {
    return LOCALES.flatMap((locale) => {
      const { categories, products } = this.catalogue(locale);
      return [
        ...categories.map((category) => categoryPath(category.id)),
        ...products.map((product) => productPath(product.category, product.id)),
      ].map((address) => localePath(locale, address));
    });
  }

  /** Checks the whole folder: every file valid, every file with a schema, every schema with a file. */
  checkAll(): void {
    const keys = this.keys();
    const problems: string[] = [];
    try {
      this.#catalogueKeys(keys);
    } catch (error) {
      problems.push((error as Error).message);
    }
    for (const key of keys) {
      try {
        this.file(key);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
    for (const key of Object.keys(registry))
      if (!keys.includes(key))
        problems.push(`${CONTENT_DIR}/${key}.yml: missing (its schema expects it)`);
    if (problems.length > 0) throw new ContentError(`Content problems:\n${problems.join("\n")}`);
  }
}

const STORES = Symbol.for("kaveri.contentStores");
type Global = typeof globalThis & { [STORES]?: Map<string, ContentStore> };

/**
 * The store of a checkout, one per process: the build loads this module more than once (the Vite
 * config, the route table, the server bundle's prerender), and each asks the same store.
 */
export function contentStore(root = process.cwd()): ContentStore {
  const global = globalThis as Global;
  global[STORES] ??= new Map();
  const key = path.resolve(root);
  let store = global[STORES].get(key);
  if (!store) {
    store = new ContentStore(key);
    global[STORES].set(key, store);
  }
  return store;
}

/** Checks the whole content folder of `root` (the build does at its start). */
export const checkAllContent = (root: string): void => contentStore(root).checkAll();
