import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import xliff12ToJs from "xliff/xliff12ToJs";
import { parseDocument } from "yaml";
import { z } from "zod";
import { metaOf, unwrap } from "../../app/content/schema/fields.ts";
import {
  CONTENT_DIR,
  checkTranslations,
  isCatalogueEntry,
  schemaOf,
} from "../../app/content/store.server.ts";
import { placeholdersOf } from "../../app/content/translations.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/lib/locales.ts";
import {
  rawFile,
  readHashes,
  sourceHash,
  translationStatus,
  type UnitStatus,
  unitId,
  unitsOf,
  writeHashes,
} from "./status.ts";

/**
 * Files for translators (decision 015): what a language lacks, as XLIFF 2.0 (what Trados, memoQ,
 * Phrase and Crowdin read), and the translated file back into `content/`. Each content file is an
 * XLIFF `<file>` (id: its key with `:` for `/`), each text a `<unit>` (id: its field path), with
 * the English source, a note naming the page and the field and the glossary's terms it uses, and
 * each `{blank}` as an inline code (`<ph equiv="{moq}"/>`) that the tools keep out of reach.
 */

/** An inline run as the `xliff` package writes and reads it: text, or a placeholder. */
type Inline = string | { Standalone: { id: string; equiv: string; disp: string } };

/** A text with its `{blanks}` as XLIFF placeholders. */
export function toInline(text: string): Inline[] | string {
  const parts = text.split(/(\{[^{}]*\})/).filter((part) => part !== "");
  if (parts.length === 1 && !/^\{[^{}]*\}$/.test(text)) return text;
  let n = 0;
  return parts.map((part) =>
    /^\{[^{}]*\}$/.test(part) ? { Standalone: { id: String(++n), equiv: part, disp: part } } : part,
  );
}

/** A source or target read from XLIFF, its placeholders back as `{blanks}`. */
export function fromInline(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (!Array.isArray(value)) throw new Error("unsupported inline content");
  return value
    .map((part) => {
      if (typeof part === "string") return part;
      const [type, attributes] =
        Object.entries(part as Record<string, Record<string, string>>)[0] ?? [];
      const blank = attributes?.equiv ?? attributes?.disp;
      if (!blank) throw new Error(`an inline code (${type}) that is not one of the site's blanks`);
      return blank;
    })
    .join("");
}

const fileIdOf = (key: string) => key.replaceAll("/", ":");
const keyOfFileId = (id: string) => id.replaceAll(":", "/");

/** The editor's label of the field at `field` (`facts.1.label`), for the translator's note. */
function labelAt(key: string, field: string): string {
  let schema = schemaOf(key);
  const labels: string[] = [];
  for (const step of field.split(".")) {
    const inner = schema && unwrap(schema);
    if (inner instanceof z.ZodArray) {
      schema = inner.element as z.ZodType;
      labels.push(`item ${Number(step) + 1}`);
      continue;
    }
    schema =
      inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>)[step] : undefined;
    labels.push(schema ? (metaOf(schema)?.label ?? step) : step);
  }
  return labels.join(" › ");
}

/** Where a file's words show: a catalogue entry's page, or the page a section belongs to. */
function pageOf(key: string, locale: Locale): string {
  const [folder, ...ids] = key.split("/");
  if (isCatalogueEntry(key))
    return `/${locale}/product/${folder === "products" ? ids.join("/") : ids[0]}`;
  return `${key} (content/${key}.yml)`;
}

type Glossary = { terms: { id: string; term: string }[] };

/** The glossary's terms an English text uses, with the word `locale` writes for each. */
function glossaryTerms(root: string, source: string, locale: Locale): string[] {
  const glossary = rawFile(root, "glossary") as Record<string, Glossary | undefined>;
  const theirs = new Map(glossary[locale]?.terms.map((t) => [t.id, t.term]) ?? []);
  const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (glossary[DEFAULT_LOCALE]?.terms ?? [])
    .filter((term) =>
      term.term
        .split(" / ")
        .some((word) => new RegExp(`\\b${literal(word.trim())}`, "i").test(source)),
    )
    .map((term) => `${term.term} → ${theirs.get(term.id) ?? "(not in the glossary yet)"}`);
}

/** The note a translator reads beside a text. */
function noteOf(root: string, unit: UnitStatus, locale: Locale): string {
  const state =
    unit.state === "missing"
      ? "Not translated yet."
      : "English changed since this was translated: the target holds the old translation; check it.";
  const terms = glossaryTerms(root, unit.source, locale);
  return [
    `Page: ${pageOf(unit.key, locale)}`,
    `Field: ${labelAt(unit.key, unit.field)} (${unit.field})`,
    state,
    ...(terms.length > 0 ? [`Glossary (required): ${terms.join("; ")}`] : []),
    ...(placeholdersOf(unit.source).length > 0
      ? ["Keep each placeholder: the site puts a value there."]
      : []),
  ].join("\n");
}

/**
 * What `locale` lacks (of `only`, or of every file), as XLIFF 2.0. Groups each language fills its
 * own way (plural forms) are left out: they are edited in the editor. Returns the XLIFF and how
 * many texts it holds.
 */
export async function exportXliff(
  root: string,
  locale: Locale,
  only?: string,
): Promise<{ xliff: string; count: number }> {
  const units = translationStatus(root, locale, only).filter(
    (unit) => unit.state !== "current" && !unit.isGroup,
  );
  const resources: Record<string, Record<string, unknown>> = {};
  for (const unit of units) {
    const id = fileIdOf(unit.key);
    resources[id] = resources[id] ?? {};
    resources[id][unit.field] = {
      source: toInline(unit.source),
      ...(unit.target !== undefined ? { target: toInline(unit.target) } : {}),
      note: noteOf(root, unit, locale),
    };
  }
  // No indentation: an indented `<ph/>` would add line breaks to the text around it.
  const xliff = await js2xliff(
    { sourceLanguage: DEFAULT_LOCALE, targetLanguage: locale, resources },
    { indent: "" },
  );
  return { xliff: `${xliff}\n`, count: units.length };
}

/** An import refused: every reason, each naming the unit. */
export class ImportRefused extends Error {
  override name = "ImportRefused";
}

/** A path of a YAML document: list indexes as numbers. */
const yamlPath = (locale: Locale, field: string) => [
  locale,
  ...field.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step)),
];

/** The shared fields (ids, links) a translation lacks where it now has texts: English's. */
function sharedToFill(key: string, en: unknown, other: unknown): [string[], unknown][] {
  const found: [string[], unknown][] = [];
  const walk = (field: z.ZodType, e: unknown, o: unknown, at: string[]) => {
    if (e === undefined || o === undefined || o === null) return;
    const meta = metaOf(field);
    if (meta?.shared) return;
    const inner = unwrap(field);
    if (inner instanceof z.ZodArray && Array.isArray(e) && Array.isArray(o))
      o.forEach((item, i) => {
        walk(inner.element as z.ZodType, e[i], item, [...at, String(i)]);
      });
    else if (inner instanceof z.ZodObject && typeof o === "object")
      for (const [name, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
        const value = (e as Record<string, unknown>)[name];
        const have = (o as Record<string, unknown>)[name];
        // Top-level fields written once stay under en: (the store copies them).
        if (metaOf(child)?.shared && !metaOf(child)?.isStoredOnce && have === undefined)
          found.push([[...at, name], value]);
        else walk(child, value, have, [...at, name]);
      }
  };
  const schema = schemaOf(key);
  if (schema) walk(schema, en, other, []);
  return found;
}

/**
 * Writes a translated XLIFF file's targets into `content/` (untranslated units are skipped), after
 * checking every one: the file's language is one of the site's, each unit's English is still what
 * it was exported from (else the file is stale: refused, naming the units), each target keeps its
 * source's blanks, and each file it changes still passes the build's checks. Nothing is written
 * unless everything passes. Records each imported text as made from today's English.
 */
export async function importXliff(
  root: string,
  text: string,
): Promise<{ locale: Locale; count: number; files: string[] }> {
  const is12 = text.includes("urn:oasis:names:tc:xliff:document:1.2");
  const js = (await (is12 ? xliff12ToJs(text) : xliff2js(text))) as {
    targetLanguage?: string;
    resources: Record<string, Record<string, { source?: unknown; target?: unknown }>>;
  };
  const locale = (js.targetLanguage ?? "").split("-")[0];
  if (!isLocale(locale) || locale === DEFAULT_LOCALE)
    throw new ImportRefused(
      `The file's target language is "${js.targetLanguage ?? ""}": use one of de, fr, es, ar, ja.`,
    );
  const stale: string[] = [];
  const broken: string[] = [];
  const byKey = new Map<string, { field: string; target: string; source: string }[]>();
  for (const [fileId, units] of Object.entries(js.resources ?? {})) {
    const key = keyOfFileId(fileId);
    const current = new Map(
      (schemaOf(key) ? unitsOf(root, key, locale) : []).map((u) => [u.field, u.source]),
    );
    for (const [field, unit] of Object.entries(units)) {
      const id = `${key}#${field}`;
      const source = fromInline(unit.source);
      const target = fromInline(unit.target).trim();
      if (!target) continue;
      const english = current.get(field);
      if (english === undefined) stale.push(`${id}: no longer in the English file`);
      else if (english !== source)
        stale.push(`${id}: English is now "${english}" (the file has "${source}")`);
      else if (placeholdersOf(source).join() !== placeholdersOf(target).join())
        broken.push(`${id}: keep the placeholders ${placeholdersOf(source).join(" ")}`);
      else byKey.set(key, [...(byKey.get(key) ?? []), { field, target, source }]);
    }
  }
  if (stale.length > 0)
    throw new ImportRefused(
      `Refused: English changed since this file was exported. Export ${locale} again and translate these anew:\n${stale.join("\n")}`,
    );
  const writes: [string, string][] = [];
  for (const [key, units] of byKey) {
    const file = path.join(root, CONTENT_DIR, `${key}.yml`);
    const document = parseDocument(readFileSync(file, "utf8"));
    for (const unit of units) document.setIn(yamlPath(locale, unit.field), unit.target);
    const data = document.toJS() as Record<string, unknown>;
    for (const [at, value] of sharedToFill(key, data[DEFAULT_LOCALE], data[locale]))
      document.setIn(yamlPath(locale, at.join(".")), value);
    // No folding: long lines stay one line each, as the editor and people write them.
    const written = document.toString({ lineWidth: 0 });
    try {
      checkTranslations(root, key, written);
      writes.push([file, written]);
    } catch (error) {
      broken.push((error as Error).message);
    }
  }
  if (broken.length > 0)
    throw new ImportRefused(`Refused: nothing was written.\n${broken.join("\n")}`);
  for (const [file, written] of writes) writeFileSync(file, written);
  const hashes = readHashes(root, locale);
  let count = 0;
  for (const [key, units] of byKey)
    for (const unit of units) {
      hashes[unitId({ key, field: unit.field })] = sourceHash(unit.source);
      count += 1;
    }
  writeHashes(root, locale, hashes);
  return { locale, count, files: [...byKey.keys()].map((key) => `${CONTENT_DIR}/${key}.yml`) };
}
