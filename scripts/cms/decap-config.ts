import { z } from "zod";
import { categoryFile, productFile } from "../../app/content/schema/catalogue.ts";
import {
  type FieldMeta,
  MEDIA_FOLDER,
  MEDIA_PREFIX,
  metaOf,
  unwrap,
} from "../../app/content/schema/fields.ts";
import { contentFiles } from "../../app/content/schema/registry.ts";
import { DEFAULT_LOCALE, LOCALES } from "../../app/lib/locales.ts";
import type { BackendSettings } from "./backend.ts";
import { MAX_UPLOAD_BYTES } from "./uploads.ts";

/**
 * The editor's (Decap CMS) configuration, made from the content schemas: every file in the
 * registry, each field with the schema's label, hint, limits and pattern, so the editor refuses
 * what the build would refuse. Nothing here is written by hand per file: a new schema is a new
 * form in the editor.
 */

/** One Decap field (the subset of its options this site uses). */
export type DecapField = Pick<
  FieldMeta,
  "label" | "widget" | "hint" | "pattern" | "min" | "max" | "options"
> & {
  name: string;
  required?: boolean;
  value_type?: "float";
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
  /**
   * Written in each language, copied from English into every language's file, or (a field every
   * language shares that the file holds once) written in English only.
   */
  i18n: true | "duplicate" | false;
};

/** A category's folder of products, as the editor lists it. */
export interface CategoryFolder {
  id: string;
  /** Its English name. */
  name: string;
}

/** The owner's names for the content folders. */
const AREA_LABELS: Record<string, string> = {
  site: "Company details",
  glossary: "Glossary of trade terms",
  layout: "Menu and footer",
  forms: "Forms",
  home: "Home page",
  services: "Services page",
  product: "Products page",
  manufacturing: "Manufacturing page",
  careers: "Careers page",
  contact: "Contact page",
  error: "Error page",
  "not-found": "Page not found",
};

/** A field's Decap settings; `where` names it in the message when a schema lacks editor labels. */
export function decapField(name: string, schema: z.ZodType, where = name): DecapField {
  const meta = metaOf(schema);
  if (!meta)
    throw new Error(
      `${where}: no editor label. Build it with the helpers in app/content/schema/fields.ts.`,
    );
  const field: DecapField = {
    name,
    label: meta.label,
    widget: meta.widget,
    i18n: meta.isStoredOnce ? false : meta.shared ? "duplicate" : true,
  };
  if (meta.hint) field.hint = meta.hint;
  if (meta.optional || schema instanceof z.ZodOptional) field.required = false;
  if (meta.pattern && (meta.widget === "string" || meta.widget === "text"))
    field.pattern = [...meta.pattern];
  if (meta.widget === "number") field.value_type = "float";
  if (meta.widget === "number" || meta.widget === "list") {
    if (meta.min !== undefined) field.min = meta.min;
    if (meta.max !== undefined) field.max = meta.max;
  }
  if (meta.options) field.options = [...meta.options];
  if (meta.widget === "image") {
    // No pattern here: while an upload waits to be published Decap checks its in-page address,
    // not the final one. Only the media library fills the field (no typed addresses), the
    // upload check (admin/cms.ts) refuses other files, and the build checks the address.
    field.choose_url = false;
    field.media_library = { config: { max_file_size: MAX_UPLOAD_BYTES } };
  }
  if (meta.widget === "object") {
    field.fields = objectFields(schema, where);
    field.collapsed = false;
  }
  if (meta.widget === "list") {
    const list = unwrap(schema);
    if (!(list instanceof z.ZodArray)) throw new Error(`${where}: expected a list`);
    const item = list.element as z.ZodType;
    if (unwrap(item) instanceof z.ZodObject) {
      field.fields = objectFields(item, `${where}[]`);
      const first = field.fields.find((f) => f.widget === "string");
      if (first) field.summary = `{{fields.${first.name}}}`;
      field.collapsed = true;
    } else {
      field.field = decapField("item", item, `${where}[]`);
    }
  }
  return field;
}

function objectFields(schema: z.ZodType, where: string): DecapField[] {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error(`${where}: expected a group of fields`);
  return Object.entries(inner.shape as Record<string, z.ZodType>).map(([name, child]) =>
    decapField(name, child, `${where}.${name}`),
  );
}

/** The editor's collections: one per content folder, one form per file, in registry order. */
export function decapCollections(
  files: Record<string, z.ZodType> = contentFiles as Record<string, z.ZodType>,
) {
  const byArea = new Map<
    string,
    { name: string; label: string; file: string; i18n: true; fields: DecapField[] }[]
  >();
  for (const [key, schema] of Object.entries(files)) {
    const [area = "site", ...rest] = key.includes("/") ? key.split("/") : [key, key];
    const name = rest.join("-");
    const where = `content/${key}.yml`;
    const label = metaOf(schema)?.label;
    if (!label) throw new Error(`${where}: the schema has no label (use file() from fields.ts)`);
    const entry = {
      name,
      label,
      file: where,
      i18n: true as const,
      fields: objectFields(schema, where),
    };
    byArea.set(area, [...(byArea.get(area) ?? []), entry]);
  }
  return [...byArea].map(([area, entries]) => ({
    name: area,
    label: AREA_LABELS[area] ?? area,
    format: "yml",
    i18n: true,
    editor: { preview: true },
    files: entries,
  }));
}

/**
 * A folder whose every file is one entry the owner can add, rename or delete: the file's name is
 * made from the entry's English name (`Stainless Steel Tumblers` → `stainless-steel-tumblers`), so
 * it is a valid address, and never changes once made.
 */
function folderCollection(name: string, label: string, folder: string, schema: z.ZodType) {
  return {
    name,
    label,
    label_singular: metaOf(schema)?.label ?? label,
    folder,
    format: "yml",
    extension: "yml",
    create: true,
    delete: true,
    identifier_field: "heading",
    slug: "{{slug}}",
    summary: "{{heading}}",
    sortable_fields: ["order", "heading"],
    i18n: true,
    editor: { preview: true },
    fields: objectFields(schema, folder),
  };
}

/** The catalogue's folders: the categories, and each category's products. */
export function catalogueCollections(categories: readonly CategoryFolder[]) {
  return [
    folderCollection("categories", "Product categories", "content/categories", categoryFile),
    ...categories.map((category) =>
      folderCollection(
        `products-${category.id}`,
        `Products: ${category.name}`,
        `content/products/${category.id}`,
        productFile,
      ),
    ),
  ];
}

/** The whole configuration `admin/cms.ts` hands to `CMS.init`. */
export function decapConfig(settings: BackendSettings, categories: readonly CategoryFolder[] = []) {
  return {
    load_config_file: false,
    ...settings,
    // Every language in each file (`en:`, `de:`...): Decap allows no other layout for files.
    i18n: { structure: "single_file", locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PREFIX.replace(/\/$/, ""),
    // An optional field left empty is left out of the file, as the schemas expect.
    omit_empty_optional_fields: true,
    // Its "Check for Preview" link is for hosts that build a preview of every change; ours does not.
    show_preview_links: false,
    // File names made from a name: lower-case ASCII and hyphens, as addresses need.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...decapCollections(), ...catalogueCollections(categories)],
  };
}
