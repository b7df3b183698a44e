import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { LOCALES } from "~/lib/locales";
import { pluralCategories } from "~/lib/plural";
import { metaOf, unwrap } from "./schema/fields";
import { contentFiles } from "./schema/registry";

/** The paths of the plural fields (`plural()` in fields.ts) of a schema. */
function pluralPaths(schema: z.ZodType, at: string[] = []): string[][] {
  const meta = metaOf(schema);
  if (meta?.isPerLanguage && meta.widget === "object") return [at];
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject)
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      pluralPaths(child, [...at, key]),
    );
  if (inner instanceof z.ZodArray) return pluralPaths(inner.element as z.ZodType, [...at, "*"]);
  return [];
}

/** The values at `at` in `data`, `*` standing for every item of a list. */
function valuesAt(data: unknown, at: string[]): unknown[] {
  const [key, ...rest] = at;
  if (key === undefined) return [data];
  if (key === "*") return Array.isArray(data) ? data.flatMap((item) => valuesAt(item, rest)) : [];
  return data && typeof data === "object"
    ? valuesAt((data as Record<string, unknown>)[key], rest)
    : [];
}

const fields = Object.entries(contentFiles as Record<string, z.ZodType>).flatMap(([key, schema]) =>
  pluralPaths(schema).map((at) => ({ key, at })),
);

describe("counts in words (plural fields)", () => {
  it("there is at least one, the search's result count", () => {
    expect(fields.map(({ key, at }) => `${key}:${at.join(".")}`)).toContain(
      "layout/search:resultCount",
    );
  });

  it.each(fields)("$key: $at has every plural form each language needs", ({ key, at }) => {
    const data = parse(readFileSync(`content/${key}.yml`, "utf8")) as Record<string, unknown>;
    const missing = LOCALES.flatMap((locale) =>
      valuesAt(data[locale], at).flatMap((messages) =>
        pluralCategories(locale)
          .filter((form) => !(messages as Record<string, unknown>)?.[form])
          .map((form) => `${locale}.${at.join(".")}.${form}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(fields)("$key: $at keeps English's other blanks in every form", ({ key, at }) => {
    // A form may leave out {count} (Arabic says "منتج واحد", "منتجان"), never the rest ({product}).
    const data = parse(readFileSync(`content/${key}.yml`, "utf8")) as Record<string, unknown>;
    const blanks = (text: unknown) =>
      [...String(text).matchAll(/\{([^}]*)\}/g)]
        .map((match) => match[1])
        .filter((blank) => blank !== "count")
        .sort();
    const english = valuesAt(data.en, at).map((messages) =>
      blanks((messages as Record<string, unknown>).other),
    );
    const wrong = LOCALES.flatMap((locale) =>
      valuesAt(data[locale], at).flatMap((messages, i) =>
        Object.entries(messages as Record<string, unknown>)
          .filter(([, text]) => blanks(text).join() !== (english[i] ?? []).join())
          .map(([form, text]) => `${locale}.${at.join(".")}.${form}: ${String(text)}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
