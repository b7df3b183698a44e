import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { MEDIA_PREFIX } from "../../app/content/schema/fields.ts";
import { type Content, contentFiles } from "../../app/content/schema/registry.ts";
import { fillSiteBlanksDeep } from "../../app/content/site-blanks.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../app/lib/locales.ts";
import { differencesFromEnglish } from "./translations.ts";

/**
 * Every `content/**\/*.yml` file (each holding every language, `en:`, `de:`...) is checked
 * against its schema when imported (only app/content/page-content.server.ts does, for the route
 * loaders) and, at every build start, all together; a mistake stops the build naming file and field. Pictures named in it
 * become imports (drawings hashed, photos through the AVIF/WebP pipeline) with their size.
 */

export const CONTENT_DIR = "content";
const PHOTO = /\.(?:jpe?g|png|webp|avif)$/i;

/** A content problem, worded for the person who edits the file. */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(message: string) {
    super(message);
    // The message says all an editor needs; a stack trace through Vite would bury it.
    this.stack = `${this.name}: ${message}`;
  }
}

/** A file's words in every language, by language code. */
export type Languages = Record<Locale, unknown>;

const schemas = contentFiles as Record<string, z.ZodType>;

/**
 * One file's data in every language, or a `ContentError` naming the file and every field at
 * fault: each language must be there and valid, and say what English says where a field is the
 * same in every language (`translations.ts`).
 */
export function checkContent(root: string, key: string, text?: string): Languages {
  const name = `${CONTENT_DIR}/${key}.yml`;
  const schema = schemas[key];
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
  // Translations are compared with English only when English itself is valid.
  const englishValid = schema.safeParse(data[DEFAULT_LOCALE]).success;
  for (const locale of LOCALES) {
    if (data[locale] === undefined) {
      problems.push(
        `${name}: ${locale}: missing (every file holds all ${LOCALES.length} languages)`,
      );
      continue;
    }
    for (const issue of schema.safeParse(data[locale]).error?.issues ?? [])
      problems.push(`${name}: ${[locale, ...issue.path].join(".")}: ${issue.message}`);
    if (locale !== DEFAULT_LOCALE && englishValid)
      problems.push(
        ...differencesFromEnglish(schema, data[DEFAULT_LOCALE], data[locale], name, locale),
      );
  }
  for (const [where, file] of mediaReferences(data))
    if (!existsSync(path.join(root, file.slice(1))))
      problems.push(`${name}: ${where}: no such picture: ${file.slice(1)}`);
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
  return data as Languages;
}

/** Every picture address in the data, with the field path it sits at. */
function mediaReferences(data: unknown, at: string[] = []): Array<[string, string]> {
  if (typeof data === "string")
    return data.startsWith(MEDIA_PREFIX) ? [[at.join(".") || "(the whole file)", data]] : [];
  if (Array.isArray(data))
    return data.flatMap((entry, i) => mediaReferences(entry, [...at, String(i)]));
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([k, v]) => mediaReferences(v, [...at, k]));
  return [];
}

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

/** A checked file's module: its data, each `{src, alt}` picture imported, with its size. */
export function contentModule(root: string, data: unknown): string {
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
  return `${imports.join("\n")}\nexport default ${body};\n`;
}

/** Checks the whole folder: every file valid, every file with a schema, every schema with a file. */
export function checkAllContent(root: string): void {
  const keys = readdirSync(path.join(root, CONTENT_DIR), { recursive: true, encoding: "utf8" })
    .map((name) => name.replace(/\\/g, "/"))
    .filter((name) => name.endsWith(".yml") && !name.startsWith("media/"))
    .map((name) => name.slice(0, -".yml".length));
  const problems: string[] = [];
  for (const key of keys) {
    try {
      checkContent(root, key);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  for (const key of Object.keys(schemas))
    if (!keys.includes(key))
      problems.push(`${CONTENT_DIR}/${key}.yml: missing (its schema expects it)`);
  if (problems.length > 0) throw new ContentError(`Content problems:\n${problems.join("\n")}`);
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
      checkAllContent(root);
    },
    load(id) {
      const [file = id] = id.split("?");
      const dir = path.join(root, CONTENT_DIR) + path.sep;
      if (!file.startsWith(dir) || !file.endsWith(".yml")) return null;
      const key = file.slice(dir.length, -".yml".length).replace(/\\/g, "/");
      this.addWatchFile(file);
      const data = checkContent(root, key);
      for (const [, media] of mediaReferences(data))
        this.addWatchFile(path.join(root, media.slice(1)));
      // `{company}`, `{tagline}` and `{city}` become the facts of the same language here.
      this.addWatchFile(path.join(root, CONTENT_DIR, "site.yml"));
      const facts = checkContent(root, "site") as Record<Locale, Content<"site">>;
      const filled = (locale: Locale) =>
        key === "site" ? data[locale] : fillSiteBlanksDeep(data[locale], facts[locale]);
      return contentModule(root, Object.fromEntries(LOCALES.map((l) => [l, filled(l)])));
    },
  };
}
