import { z } from "zod";
import { metaOf, unwrap } from "./schema/fields.ts";

/**
 * Where a translation of a content file departs from its English file in what must not change
 * with the language: the fields every language shares (ids, links, numbers, pictures), the
 * number of items in each list, and which optional fields are filled. `name` (the file) and
 * `locale` (the translation's language) name the field in the messages.
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
    if ((en === undefined) !== (other === undefined)) {
      problems.push(`${where}: ${en === undefined ? "empty" : "filled"} in English, so here too`);
      return;
    }
    if (metaOf(field)?.shared) {
      if (JSON.stringify(en) !== JSON.stringify(other))
        problems.push(`${where}: the same in every language: ${JSON.stringify(en)} in English`);
      return;
    }
    if (metaOf(field)?.isPerLanguage) return;
    const inner = unwrap(field);
    if (inner instanceof z.ZodArray && Array.isArray(en) && Array.isArray(other)) {
      if (en.length !== other.length)
        problems.push(`${where}: ${other.length} items here, ${en.length} in English`);
      else
        for (const [i, item] of en.entries())
          walk(inner.element as z.ZodType, item, other[i], [...at, String(i)]);
    } else if (inner instanceof z.ZodObject && en && other) {
      const [enFields, otherFields] = [en, other] as Record<string, unknown>[];
      for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
        walk(child, enFields?.[key], otherFields?.[key], [...at, key]);
    }
  };
  walk(schema, english, translation, [locale]);
  return problems;
}
