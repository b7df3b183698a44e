import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { MEDIA_PREFIX } from "../../app/content/schema/fields.ts";
import { type Content, contentFiles } from "../../app/content/schema/registry.ts";
import { fillSiteBlanksDeep } from "../../app/content/site-blanks.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "../../app/lib/locales.ts";
import { differencesFromEnglish } from "./translations.ts";

/**
 * Every `content/**\/*.<language>.yml` file is checked against its schema when imported and, at every build
 * start, all together; a mistake stops the build naming file and field. Pictures named in it
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

/** A content file's address: its key (`home/hero`) and language (`de`). */
export const contentFileName = (key: string, locale: string) =>
  `${CONTENT_DIR}/${key}.${locale}.yml`;

/** A file's key and language from its name in the folder (`home/hero.de.yml`: home/hero, de). */
function keyAndLocale(name: string): { key: string; locale: string } {
  const [, key = name, locale = ""] = /^(.*?)(?:\.([^./]*))?\.yml$/.exec(name) ?? [];
  return { key, locale };
}

/** Every content file in the folder, as key and language. */
export function listContentFiles(root: string): { key: string; locale: string }[] {
  const dir = path.join(root, CONTENT_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => name.replace(/\\/g, "/"))
    .filter((name) => name.endsWith(".yml") && !name.startsWith("media/"))
    .sort()
    .map(keyAndLocale);
}

const schemas = contentFiles as Record<string, z.ZodType>;

/** One file's data, or a `ContentError` naming the file and every field at fault. */
export function checkContent(root: string, key: string, locale: string, text?: string): unknown {
  const name = contentFileName(key, locale);
  if (!isLocale(locale))
    throw new ContentError(
      `${CONTENT_DIR}/${key}${locale ? `.${locale}` : ""}.yml: name it <name>.<language>.yml, the language one of ${LOCALES.join(", ")}`,
    );
  const source = text ?? readFileSync(path.join(root, name), "utf8");
  const schema = schemas[key];
  if (!schema)
    throw new ContentError(
      `${name}: no schema describes this file. Add it to app/content/schema/ (see README: Content map).`,
    );
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0)
    throw new ContentError(
      `${name}: not valid YAML: ${document.errors.map((e) => e.message.split("\n")[0]).join("; ")}`,
    );
  const data: unknown = document.toJS();
  const problems = (schema.safeParse(data).error?.issues ?? []).map(
    (issue) => `${name}: ${issue.path.join(".") || "(the whole file)"}: ${issue.message}`,
  );
  for (const [where, file] of mediaReferences(data))
    if (!existsSync(path.join(root, file.slice(1))))
      problems.push(`${name}: ${where}: no such picture: ${file.slice(1)}`);
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
  return data;
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

/**
 * Checks the whole folder: every file valid, every file with a schema, every schema with a file in
 * every language, and each translation the same as English where a field is the same everywhere.
 */
export function checkAllContent(root: string): void {
  const problems: string[] = [];
  const found = new Map<string, unknown>();
  for (const { key, locale } of listContentFiles(root)) {
    try {
      found.set(`${key}.${locale}`, checkContent(root, key, locale));
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  for (const [key, schema] of Object.entries(schemas))
    for (const locale of LOCALES) {
      const name = contentFileName(key, locale);
      const english = found.get(`${key}.${DEFAULT_LOCALE}`);
      const data = found.get(`${key}.${locale}`);
      if (!existsSync(path.join(root, name)))
        problems.push(`${name}: missing (each content file has one for every language)`);
      else if (english !== undefined && data !== undefined && locale !== DEFAULT_LOCALE)
        problems.push(...differencesFromEnglish(schema, english, data, name));
    }
  if (problems.length > 0) throw new ContentError(`Content problems:\n${problems.join("\n")}`);
}

/** The declarations that type each content import (`import hero from "~content/home/hero.en.yml"`). */
export function contentDeclarations(): string {
  const lines = Object.keys(schemas)
    .sort()
    .map(
      (key) =>
        `declare module "~content/${key}.*.yml" {\n  const data: import("./schema/registry").Content<"${key}">;\n  export default data;\n}`,
    );
  return [
    "// Generated from app/content/schema/registry.ts by scripts/vite/content.ts: do not edit.",
    "// Each content file's import (in any language) has its schema's type.",
    "",
    ...lines,
    "",
  ].join("\n");
}

export const DECLARATIONS_FILE = "app/content/content-modules.d.ts";

export function content(): Plugin {
  let root = process.cwd();
  return {
    name: "content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const file = path.join(root, DECLARATIONS_FILE);
      const declarations = contentDeclarations();
      if (!existsSync(file) || readFileSync(file, "utf8") !== declarations)
        writeFileSync(file, declarations);
      checkAllContent(root);
    },
    resolveId(source) {
      if (source.startsWith("~content/")) return path.join(root, CONTENT_DIR, source.slice(9));
      return null;
    },
    load(id) {
      const file = id.split("?")[0] ?? id;
      const dir = path.join(root, CONTENT_DIR) + path.sep;
      if (!file.startsWith(dir) || !file.endsWith(".yml")) return null;
      const { key, locale } = keyAndLocale(path.relative(dir, file).replace(/\\/g, "/"));
      this.addWatchFile(file);
      const data = checkContent(root, key, locale);
      for (const [, media] of mediaReferences(data))
        this.addWatchFile(path.join(root, media.slice(1)));
      // `{company}`, `{tagline}` and `{city}` become the facts of the same language's site file here.
      this.addWatchFile(path.join(root, contentFileName("site", locale)));
      const facts = checkContent(root, "site", locale) as Content<"site">;
      return contentModule(root, key === "site" ? data : fillSiteBlanksDeep(data, facts));
    },
  };
}
