import { z } from "zod";
import { metaOf, unwrap } from "./schema/fields.ts";

/**
 * How a translation relates to its English file (decision 015). English is written first and
 * published at once; a translation may lag behind it (fields or list items English has and it
 * lacks: `completeTranslation`), but it may never contradict it (`differencesFromEnglish`).
 */

/** The `{blank}`s of a text, sorted: a translation keeps exactly English's. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{([^{}]*)\}/g)].map(([whole]) => whole).sort();

/**
 * Where a translation contradicts its English file in what must not change with the language:
 * the fields every language shares (ids, links, numbers, pictures), a field or list item English
 * does not have, and a text that lost or gained a `{blank}`. A field or list item the translation
 * lacks is not a difference: it is not translated yet (`completeTranslation`). `name` (the file)
 * and `locale` (the translation's language) name the field in the messages.
 */
export function differencesFromEnglish(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  name: string,
  locale: string,
): string[] {
  const problems: string[] = [];
  const walk = (field: z.ZodType, en: unknown, other: unknown, at: string[]) => {
    const where = `${name}: ${at.join(".")}`;
    if (other === undefined) return;
    if (en === undefined) {
      problems.push(`${where}: empty in English, so here too`);
      return;
    }
    if (metaOf(field)?.shared) {
      if (JSON.stringify(en) !== JSON.stringify(other))
        problems.push(`${where}: the same in every language: ${JSON.stringify(en)} in English`);
      return;
    }
    if (metaOf(field)?.isPerLanguage) return;
    if (typeof en === "string" && typeof other === "string") {
      const [want, have] = [placeholdersOf(en), placeholdersOf(other)];
      if (want.join() !== have.join())
        problems.push(
          `${where}: keep the blanks English has (${want.join(" ") || "none"}), not ${have.join(" ") || "none"}`,
        );
      return;
    }
    const inner = unwrap(field);
    if (inner instanceof z.ZodArray && Array.isArray(en) && Array.isArray(other)) {
      if (other.length > en.length)
        problems.push(`${where}: ${other.length} items here, ${en.length} in English`);
      for (const [i, item] of other.entries())
        walk(inner.element as z.ZodType, en[i], item, [...at, String(i)]);
    } else if (inner instanceof z.ZodObject && en && other) {
      const [enFields, otherFields] = [en, other] as Record<string, unknown>[];
      for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
        walk(child, enFields?.[key], otherFields?.[key], [...at, key]);
    }
  };
  walk(schema, english, translation, [locale]);
  return problems;
}

/** A translation made whole for the page, and what it lacked. */
export interface Completed {
  value: unknown;
  /** Field paths (`facts.3`, `subline`) English has and the translation lacks. */
  missing: string[];
  /** The part of `missing` shown in English, because the page cannot leave it out. */
  fallback: string[];
}

/**
 * A translation as a page shows it while it lags behind English: an optional field or a list
 * item it lacks is left out; a required field it lacks (or list items below the list's minimum)
 * is English's, listed in `fallback` so the page can mark it `lang="en"`. Shared fields it lacks
 * are English's (they are the same in every language) and not listed.
 */
export function completeTranslation(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
): Completed {
  const missing: string[] = [];
  const fallback: string[] = [];
  const walk = (field: z.ZodType, en: unknown, other: unknown, at: string[]): unknown => {
    if (en === undefined) return other;
    const meta = metaOf(field);
    if (meta?.shared) return other === undefined ? en : other;
    const where = at.join(".");
    if (other === undefined) {
      if (field instanceof z.ZodOptional) {
        missing.push(where);
        return undefined;
      }
      if (meta?.isPerLanguage || typeof en !== "object" || en === null || Array.isArray(en)) {
        missing.push(where);
        fallback.push(where);
        return en;
      }
      // A group the translation lacks: its fields one by one (ids stay quiet, texts are listed).
      return walk(field, en, {}, at);
    }
    if (meta?.isPerLanguage) return other;
    const inner = unwrap(field);
    if (inner instanceof z.ZodArray && Array.isArray(en) && Array.isArray(other)) {
      const element = inner.element as z.ZodType;
      const min = metaOf(field)?.min ?? 0;
      const items = other.map((item, i) => walk(element, en[i], item, [...at, String(i)]));
      for (let i = items.length; i < en.length; i += 1) {
        if (i < min) {
          const before = fallback.length;
          items.push(walk(element, en[i], undefined, [...at, String(i)]));
          if (fallback.length === before) fallback.push([...at, String(i)].join("."));
        } else missing.push([...at, String(i)].join("."));
      }
      return items;
    }
    if (inner instanceof z.ZodObject && typeof en === "object" && typeof other === "object") {
      const [enFields, otherFields] = [en, other] as Record<string, unknown>[];
      const result: Record<string, unknown> = { ...otherFields };
      for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
        const value = walk(child, enFields?.[key], otherFields?.[key], [...at, key]);
        if (value === undefined) delete result[key];
        else result[key] = value;
      }
      return result;
    }
    return other;
  };
  const value = walk(schema, english, translation ?? {}, []);
  return { value, missing, fallback };
}

/**
 * The text fields at `path` of a file's data: `path` itself for a text; for a group or a list
 * item shown in English as a whole (`items.2`), each text in it (`items.2.heading`), not its
 * fields shared by every language (ids, links, pictures' files).
 */
export function textFieldsAt(schema: z.ZodType, data: unknown, path: string): string[] {
  const child = (field: z.ZodType | undefined, step: string) => {
    const inner = field && unwrap(field);
    if (inner instanceof z.ZodArray) return inner.element as z.ZodType;
    if (inner instanceof z.ZodObject) return (inner.shape as Record<string, z.ZodType>)[step];
    return undefined;
  };
  const paths: string[] = [];
  const walk = (field: z.ZodType | undefined, value: unknown, at: string) => {
    if (field && metaOf(field)?.shared) return;
    if (typeof value === "string") paths.push(at);
    else if (value && typeof value === "object")
      for (const [step, inner] of Object.entries(value))
        walk(child(field, step), inner, `${at}.${step}`);
  };
  let [field, value]: [z.ZodType | undefined, unknown] = [schema, data];
  for (const step of path.split(".")) {
    [field, value] = [child(field, step), (value as Record<string, unknown> | undefined)?.[step]];
  }
  walk(field, value, path);
  return paths;
}
