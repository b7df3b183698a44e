import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, parseDocument, stringify } from "yaml";
import { z } from "zod";
import { metaOf, unwrap } from "../../app/content/schema/fields.ts";
import { CONTENT_DIR, ContentStore, schemaOf } from "../../app/content/store.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../app/lib/locales.ts";

/**
 * What each language lacks of English (decision 015). A unit is one text English has: a line, a
 * paragraph, or a group each language fills its own way (a count's plural forms, a glossary's
 * variants), named `file#field.path`. A translation of it is missing, out of date (English
 * changed since the translation was made or confirmed: the sidecar's hash of the English it was
 * made from differs), or up to date.
 */

/** Where the hashes of the English each translation was made from are kept: one file per language. */
export const SIDECAR_DIR = "translations";

/** One text English has, and what a language has of it. */
export interface Unit {
  /** `home/hero` */
  key: string;
  /** `facts.1.label` */
  field: string;
  /** The English text (a group's: as JSON). */
  source: string;
  /** The translation, as its file holds it (a group's: as JSON), or undefined when missing. */
  target: string | undefined;
  /** A group each language fills its own way: edited in the editor, not exchanged as XLIFF. */
  isGroup: boolean;
}

/** A unit's state in a language. */
export type UnitState = "missing" | "outdated" | "current";

/** A unit's name in the sidecar and in XLIFF notes: `home/hero#facts.1.label`. */
export const unitId = (unit: Pick<Unit, "key" | "field">) => `${unit.key}#${unit.field}`;

/** A short hash of an English text: what a translation was made from. */
export const sourceHash = (source: string): string =>
  createHash("sha256").update(source).digest("hex").slice(0, 10);

/** A file's raw data by language, as written (before the schema trims or composes anything). */
export function rawFile(root: string, key: string): Record<string, unknown> {
  const text = readFileSync(path.join(root, CONTENT_DIR, `${key}.yml`), "utf8");
  return (parseDocument(text).toJS() ?? {}) as Record<string, unknown>;
}

/** Every text of a file's English and what `locale` has of each. */
export function unitsOf(root: string, key: string, locale: Locale): Unit[] {
  const schema = schemaOf(key);
  const data = rawFile(root, key);
  if (!schema) return [];
  const units: Unit[] = [];
  const walk = (field: z.ZodType, en: unknown, other: unknown, at: string[]) => {
    if (en === undefined || en === null) return;
    const meta = metaOf(field);
    if (meta?.shared) return;
    if (meta?.isPerLanguage || typeof en !== "object") {
      const isGroup = typeof en === "object";
      const show = (value: unknown) =>
        value === undefined || value === null
          ? undefined
          : isGroup
            ? JSON.stringify(value)
            : String(value);
      units.push({
        key,
        field: at.join("."),
        source: show(en) ?? "",
        target: show(other),
        isGroup: !!isGroup,
      });
      return;
    }
    const inner = unwrap(field);
    if (inner instanceof z.ZodArray && Array.isArray(en))
      en.forEach((item, i) => {
        walk(inner.element as z.ZodType, item, (other as unknown[] | undefined)?.[i], [
          ...at,
          String(i),
        ]);
      });
    else if (inner instanceof z.ZodObject)
      for (const [name, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
        walk(
          child,
          (en as Record<string, unknown>)[name],
          (other as Record<string, unknown> | undefined)?.[name],
          [...at, name],
        );
  };
  walk(schema, data[DEFAULT_LOCALE], data[locale], []);
  return units;
}

/** The sidecar of a language: `file#field` to the hash of the English its translation was made from. */
export function readHashes(root: string, locale: Locale): Record<string, string> {
  const file = path.join(root, SIDECAR_DIR, `${locale}.yml`);
  return existsSync(file)
    ? ((parse(readFileSync(file, "utf8")) ?? {}) as Record<string, string>)
    : {};
}

const SIDECAR_HEADER = (locale: Locale) =>
  `# The English each ${locale} translation was made from, as a short hash per text (file#field).\n` +
  "# Written by `npm run translations -- import` and `-- confirm`; not edited by hand. A text whose\n" +
  "# English no longer has this hash is out of date (decision 015).\n";

/** Writes a language's sidecar, keys sorted, so that a change is one line in a diff. */
export function writeHashes(root: string, locale: Locale, hashes: Record<string, string>): void {
  const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(path.join(root, SIDECAR_DIR), { recursive: true });
  writeFileSync(
    path.join(root, SIDECAR_DIR, `${locale}.yml`),
    SIDECAR_HEADER(locale) + stringify(sorted, { lineWidth: 0 }),
  );
}

/** A unit with its state in a language. */
export type UnitStatus = Unit & { state: UnitState };

/** Every unit of every content file (or of `only`) in `locale`, with its state. */
export function translationStatus(root: string, locale: Locale, only?: string): UnitStatus[] {
  const hashes = readHashes(root, locale);
  const keys = new ContentStore(root).keys().filter((key) => !only || key === only);
  return keys.flatMap((key) =>
    unitsOf(root, key, locale).map((unit) => {
      const state: UnitState =
        unit.target === undefined
          ? "missing"
          : hashes[unitId(unit)] === sourceHash(unit.source)
            ? "current"
            : "outdated";
      return { ...unit, state };
    }),
  );
}

/**
 * Records the translations `locale` has (of `only`, or of every file) as made from today's
 * English: the owner's word that they were checked (after an edit in the editor, or when a change
 * to English does not change the translation). Forgets hashes of texts that no longer exist.
 * Returns how many texts it confirmed.
 */
export function confirmTranslations(root: string, locale: Locale, only?: string): number {
  const hashes = readHashes(root, locale);
  const all = translationStatus(root, locale);
  const known = new Set(all.map(unitId));
  for (const id of Object.keys(hashes)) if (!known.has(id)) delete hashes[id];
  let confirmed = 0;
  for (const unit of all) {
    if (unit.target === undefined || (only && unit.key !== only)) continue;
    if (unit.state === "outdated") confirmed += 1;
    hashes[unitId(unit)] = sourceHash(unit.source);
  }
  writeHashes(root, locale, hashes);
  return confirmed;
}
