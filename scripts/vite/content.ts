import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { z } from "zod";
import { MEDIA_PREFIX } from "../../app/content/schema/fields.ts";
import {
  CONTENT_DIR,
  ContentError,
  contentStore,
  isCatalogueEntry,
  mediaReferences,
  schemaOf,
  type TranslationGaps,
} from "../../app/content/store.server.ts";
import { textFieldsAt } from "../../app/content/translations.ts";
import { LOCALES, type Locale } from "../../app/lib/locales.ts";

/**
 * Every `content/**\/*.yml` file becomes a module when imported (only
 * app/content/page-content.server.ts does, for the route loaders): the content store's checked
 * data in every language, as pages receive it, with each picture an import (drawings hashed,
 * photos through the AVIF/WebP pipeline) with its size, and as `fallback` the fields each language
 * shows in English (decision 015). The store checks the whole folder at every build start; a
 * mistake stops the build naming file and field.
 */

const PHOTO = /\.(?:jpe?g|png|webp|avif)$/i;

/** Width and height of a drawing, from its `width`/`height` or else its `viewBox`. */
export function svgSize(svg: string, file: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const attr = (attribute: string) =>
    new RegExp(`\\s${attribute}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];
  const width = Number.parseFloat(attr("width") ?? "");
  const height = Number.parseFloat(attr("height") ?? "");
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const [, , boxWidth = 0, boxHeight = 0] = (attr("viewBox") ?? "").split(/[\s,]+/).map(Number);
  if (boxWidth > 0 && boxHeight > 0)
    return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
  throw new ContentError(`${file}: the drawing has no width and height (or viewBox)`);
}

/** Per language, the field paths a page shows in English (`heading`, `items.2.text`); only languages with some. */
export type Fallback = Partial<Record<Locale, string[]>>;

/**
 * The `fallback` lists of a file's translation gaps, leaving out the languages that have none.
 * With the file's schema and data, a group or list item shown in English as a whole is listed as
 * the text fields in it (`items.2.heading`, `items.2.text`), without its ids, links and pictures.
 */
export function fallbackOf(
  gaps: TranslationGaps,
  schema?: z.ZodType,
  data?: Partial<Record<Locale, unknown>>,
): Fallback {
  const lists = Object.entries(gaps).map(([locale, gap]) => {
    const paths = gap?.fallback ?? [];
    const texts = (at: string) =>
      schema ? textFieldsAt(schema, data?.[locale as Locale], at) : [at];
    return [locale, paths.flatMap(texts)] as const;
  });
  return Object.fromEntries(lists.filter(([, paths]) => paths.length > 0));
}

/**
 * A checked file's module: its data, each `{src, alt}` picture imported, with its size; and its
 * `fallback` lists when a translation shows some field in English.
 */
export function contentModule(root: string, data: unknown, fallback: Fallback = {}): string {
  const names = new Map<string, string>();
  const emit = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(emit).join(",")}]`;
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const src = record.src;
      if (typeof src === "string" && src.startsWith(MEDIA_PREFIX) && "alt" in record) {
        const name = names.get(src) ?? `media${names.size}`;
        names.set(src, name);
        if (PHOTO.test(src)) return `{...${name},alt:${JSON.stringify(record.alt)}}`;
        const size = svgSize(readFileSync(path.join(root, src.slice(1)), "utf8"), src.slice(1));
        return `{src:${name},alt:${JSON.stringify(record.alt)},width:${size.width},height:${size.height}}`;
      }
      return `{${Object.entries(record)
        .map(([k, v]) => `${JSON.stringify(k)}:${emit(v)}`)
        .join(",")}}`;
    }
    return JSON.stringify(value) ?? "undefined";
  };
  const body = emit(data);
  const imports = [...names].map(([file, name]) => {
    const query = PHOTO.test(file) ? "?responsive" : "?no-inline";
    return `import ${name} from ${JSON.stringify(path.join(root, file.slice(1)) + query)};`;
  });
  const lists =
    Object.keys(fallback).length > 0
      ? `export const fallback = ${JSON.stringify(fallback)};\n`
      : "";
  return `${imports.join("\n")}\nexport default ${body};\n${lists}`;
}

export function content(): Plugin {
  let root = process.cwd();
  return {
    name: "content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      contentStore(root).checkAll();
    },
    load(id) {
      const [file = id] = id.split("?");
      const dir = path.join(root, CONTENT_DIR) + path.sep;
      if (!file.startsWith(dir) || !file.endsWith(".yml")) return null;
      const key = file.slice(dir.length, -".yml".length).replace(/\\/g, "/");
      this.addWatchFile(file);
      const store = contentStore(root);
      const data = store.page(key);
      for (const [, media] of mediaReferences(data))
        this.addWatchFile(path.join(root, media.slice(1)));
      // `{company}`, `{tagline}` and `{city}` are the facts of the same language.
      this.addWatchFile(path.join(root, CONTENT_DIR, "site.yml"));
      return contentModule(
        root,
        Object.fromEntries(LOCALES.map((l) => [l, data[l]])),
        // A catalogue entry shows nothing in English: it is left out of a language it lacks.
        isCatalogueEntry(key) ? {} : fallbackOf(store.gaps(key), schemaOf(key), data),
      );
    },
  };
}
