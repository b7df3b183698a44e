import { z } from "zod";
import { MEDIA_FOLDER, MEDIA_PREFIX, metaOf } from "../../app/content/schema/fields.ts";
import { contentFiles } from "../../app/content/schema/registry.ts";
import type { BackendSettings } from "./backend.ts";
import { MAX_UPLOAD_BYTES } from "./uploads.ts";

/**
 * The editor's (Decap CMS) configuration, made from the content schemas: every file in the
 * registry, each field with the schema's label, hint, limits and pattern, so the editor refuses
 * what the build would refuse. Nothing here is written by hand per file: a new schema is a new
 * form in the editor.
 */

/** One Decap field (the subset of its options this site uses). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  options?: readonly string[];
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  format: "yml";
  editor: { preview: boolean };
  files: DecapFile[];
}

export type DecapConfig = BackendSettings & {
  load_config_file: false;
  media_folder: string;
  public_folder: string;
  omit_empty_optional_fields: true;
  show_preview_links: false;
  collections: DecapCollection[];
};

/** The owner's names for the content folders; another folder is named after itself. */
const AREA_LABELS: Record<string, string> = {
  site: "Company details",
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

function areaLabel(area: string): string {
  return AREA_LABELS[area] ?? `${area.charAt(0).toUpperCase()}${area.slice(1).replace(/-/g, " ")}`;
}

/** The schema inside the wrappers the builders add: optional, and the picture's transform. */
function unwrap(schema: z.ZodType): z.ZodType {
  let inner: z.ZodType = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else return inner;
  }
}

function shapeOf(schema: z.ZodType, where: string): Record<string, z.ZodType> {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error(`${where}: expected a group of fields`);
  return inner.shape as Record<string, z.ZodType>;
}

/** A field's Decap settings; `where` names it in the message when a schema lacks editor labels. */
export function decapField(name: string, schema: z.ZodType, where = name): DecapField {
  const meta = metaOf(schema) ?? metaOf(unwrap(schema));
  if (!meta)
    throw new Error(
      `${where}: no editor label. Build it with the helpers in app/content/schema/fields.ts.`,
    );
  const field: DecapField = { name, label: meta.label, widget: meta.widget };
  if (meta.hint) field.hint = meta.hint;
  if (meta.optional || schema instanceof z.ZodOptional) field.required = false;
  switch (meta.widget) {
    case "string":
    case "text":
      if (meta.pattern) field.pattern = [meta.pattern[0], meta.pattern[1]];
      break;
    case "number":
      field.value_type = "float";
      if (meta.min !== undefined) field.min = meta.min;
      if (meta.max !== undefined) field.max = meta.max;
      break;
    case "select":
      if (meta.options) field.options = [...meta.options];
      break;
    case "image":
      // No pattern here: while an upload waits to be published Decap checks its in-page address,
      // not the final one. Only the media library fills the field (no typed addresses), the
      // upload check (admin/cms.ts) refuses other files, and the build checks the address.
      field.choose_url = false;
      field.media_library = { config: { max_file_size: MAX_UPLOAD_BYTES } };
      break;
    case "object":
      field.fields = objectFields(schema, where);
      field.collapsed = false;
      break;
    case "list": {
      const inner = unwrap(schema);
      if (!(inner instanceof z.ZodArray)) throw new Error(`${where}: expected a list`);
      const item = inner.element as z.ZodType;
      if (meta.min !== undefined) field.min = meta.min;
      if (meta.max !== undefined) field.max = meta.max;
      if (unwrap(item) instanceof z.ZodObject) {
        field.fields = objectFields(item, `${where}[]`);
        const first = field.fields.find((f) => f.widget === "string");
        if (first) field.summary = `{{fields.${first.name}}}`;
        field.collapsed = true;
      } else {
        field.field = decapField("item", item, `${where}[]`);
      }
      break;
    }
  }
  return field;
}

function objectFields(schema: z.ZodType, where: string): DecapField[] {
  return Object.entries(shapeOf(schema, where)).map(([name, child]) =>
    decapField(name, child, `${where}.${name}`),
  );
}

/** The editor's collections: one per content folder, one form per file, in registry order. */
export function decapCollections(
  files: Record<string, z.ZodType> = contentFiles as Record<string, z.ZodType>,
): DecapCollection[] {
  const byArea = new Map<string, DecapFile[]>();
  for (const [key, schema] of Object.entries(files)) {
    const parts = key.split("/");
    const area = parts.length > 1 ? (parts[0] ?? "site") : "site";
    const name = (parts.length > 1 ? parts.slice(1) : parts).join("-");
    const where = `content/${key}.yml`;
    const label = metaOf(schema)?.label;
    if (!label) throw new Error(`${where}: the schema has no label (use file() from fields.ts)`);
    const entry = { name, label, file: where, fields: objectFields(schema, where) };
    byArea.set(area, [...(byArea.get(area) ?? []), entry]);
  }
  return [...byArea].map(([area, entries]) => ({
    name: area,
    label: areaLabel(area),
    format: "yml",
    editor: { preview: true },
    files: entries,
  }));
}

/** The whole configuration `admin/cms.ts` hands to `CMS.init`. */
export function decapConfig(settings: BackendSettings): DecapConfig {
  return {
    load_config_file: false,
    ...settings,
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PREFIX.replace(/\/$/, ""),
    // An optional field left empty is left out of the file, as the schemas expect.
    omit_empty_optional_fields: true,
    // Its "Check for Preview" link is for hosts that build a preview of every change; ours does not.
    show_preview_links: false,
    collections: decapCollections(),
  };
}
