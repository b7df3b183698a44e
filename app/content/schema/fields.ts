import { z } from "zod";
import type { ImageAsset } from "../types.ts";

/**
 * The building blocks of every content schema. Each builder makes a zod schema with the rule the
 * build enforces and, as metadata, what the editor (Decap CMS) shows the owner: a label in plain
 * words, a hint, the widget. `scripts/cms/` turns the same schemas into the editor's settings, so
 * the editor refuses what the build would refuse.
 */

/** What the editor needs to know about one field. */
export interface FieldMeta {
  label: string;
  hint?: string;
  /** Decap widget: string, text, image, list, object, select, number, hidden. */
  widget: "string" | "text" | "image" | "list" | "object" | "select" | "number" | "boolean";
  /** A pattern the editor checks, with the message it shows (the schema's own). */
  pattern?: [string, string];
  options?: readonly string[];
  min?: number;
  max?: number;
  optional?: boolean;
  /**
   * The same in every language (an id, an address, a number, a picture): the editor copies it
   * into each language's file and the build refuses a translation that differs.
   */
  shared?: true;
  /**
   * A list each language fills with its own items, as many as it needs (a glossary's variants),
   * or a group each fills with the fields its grammar needs (a count's plural forms).
   */
  isPerLanguage?: true;
  /**
   * Written once, under `en:`, and read for every language (a catalogue entry's order, picture):
   * the editor shows it in English only. Only for a file's top-level fields.
   */
  isStoredOnce?: true;
}

const fieldMeta = new WeakMap<z.ZodType, FieldMeta>();

/** The editor metadata of a schema made by these builders, if any. */
export function metaOf(schema: z.ZodType): FieldMeta | undefined {
  return fieldMeta.get(schema) ?? fieldMeta.get(unwrap(schema));
}

/** The schema inside the wrappers the builders add: optional, and the picture's transform. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let inner: z.ZodType = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else return inner;
  }
}

function withMeta<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.set(schema, meta);
  return schema;
}

interface Options {
  hint?: string;
  max?: number;
}

const required = (what: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? "Required" : `Must be ${what}`,
});

/** Characters allowed for a length limit, and the message that names it. */
const tooLong = (max: number) => `Keep this to ${max} characters or fewer`;

function text(label: string, max: number, widget: "string" | "text", hint?: string) {
  const schema = z.string(required("text")).trim().min(1, "Required").max(max, tooLong(max));
  return withMeta(schema, {
    label,
    widget,
    max,
    pattern: [`^[\\s\\S]{0,${max}}$`, tooLong(max)],
    ...(hint ? { hint } : {}),
  });
}

/** A short line: a heading, a label, a button's words. 80 characters unless said. */
export function line(label: string, options: Options = {}) {
  return text(label, options.max ?? 80, "string", options.hint);
}

/** A few sentences. 600 characters unless said. */
export function paragraph(label: string, options: Options = {}) {
  return text(label, options.max ?? 600, "text", options.hint);
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_MESSAGE = "Use lower-case letters, digits and single hyphens, like vacuum-bottles";

/** A name used in addresses (`/product#drinkware`) and as a key: lower-case words with hyphens. */
export function id(label = "Short name (used in links)", options: Options = {}) {
  return withMeta(z.string(required("text")).regex(ID, ID_MESSAGE), {
    label,
    shared: true,
    widget: "string",
    hint: options.hint ?? "Lower-case letters, digits and hyphens; links to this item use it.",
    pattern: [ID.source, ID_MESSAGE],
  });
}

/** The site's pages, for links inside it. Kept here so the schema can refuse a page that does not exist. */
export const PAGE_PATHS = [
  "/",
  "/services",
  "/product",
  "/manufacturing",
  "/careers",
  "/contact-us",
  "/quote",
];
/** A category's or a product's page: `/product/<category>`, `/product/<category>/<product id>`. */
const PRODUCT_PAGE = /^\/product\/[a-z0-9-]+(?:\/[a-z0-9-]+)?$/;
const INTERNAL = /^\/[a-z0-9-/]*(?:#[a-z0-9-]+)?$/;
const INTERNAL_MESSAGE = "Use a page of this site, like /services or /product#drinkware";

/** A link inside the site: one of its pages, optionally with a section (`/product#drinkware`). */
export function internalLink(label = "Goes to", options: Options = {}) {
  const schema = z
    .string(required("text"))
    .regex(INTERNAL, INTERNAL_MESSAGE)
    .superRefine((to, ctx) => {
      const page = to.split("#")[0] || "/";
      if (!PAGE_PATHS.includes(page) && !PRODUCT_PAGE.test(page))
        ctx.addIssue({
          code: "custom",
          message: `No such page: ${page}. Pages: ${PAGE_PATHS.join(", ")}`,
        });
    });
  return withMeta(schema, {
    label,
    shared: true,
    widget: "string",
    hint: options.hint ?? `A page of this site: ${PAGE_PATHS.join(", ")}, optionally with #section`,
    pattern: [INTERNAL.source, INTERNAL_MESSAGE],
  });
}

/** A button or link: its words and where it goes. */
export function link(label: string, options: Options = {}) {
  return group(label, { label: line("Button text", { max: 40 }), to: internalLink() }, options);
}

/** An address outside the site (social profiles, the video channel). */
export function httpsUrl(label: string, options: Options = {}) {
  const message = "Use a full address starting with https://";
  return withMeta(z.string(required("text")).regex(/^https:\/\/\S+$/, message), {
    label,
    shared: true,
    widget: "string",
    pattern: ["^https://\\S+$", message],
    ...(options.hint ? { hint: options.hint } : {}),
  });
}

// `?`, `&`, `#`, `%` and `/` are left out: in a `mailto:` link what follows `?` becomes hidden
// recipients (`?bcc=`), a subject or a body on every link the site makes with the address.
const EMAIL = /^[^\s@?&#%/]+@[^\s@?&#%/]+\.[^\s@?&#%/]+$/;
const EMAIL_EXTRA = /[\s?&#%/]/;
const EMAIL_MESSAGE = "Use an e-mail address like sales@example.com";

/** What is wrong with an address that holds a character a `mailto:` link would read as more than the address. */
function emailExtraMessage(value: string) {
  const found = value.match(EMAIL_EXTRA)?.[0] ?? "";
  const what = /\s/.test(found) ? "a space" : `"${found}"`;
  return `Remove ${what}: write the address alone, like sales@example.com (extras such as ?bcc= would ride in every e-mail link the site makes, as hidden recipients)`;
}

/** An e-mail address, alone: the site puts it into `mailto:` links as it is. */
export function email(label: string, options: Options = {}) {
  const schema = z.string(required("text")).superRefine((value, ctx) => {
    if (EMAIL_EXTRA.test(value))
      ctx.addIssue({ code: "custom", message: emailExtraMessage(value) });
    else if (!EMAIL.test(value)) ctx.addIssue({ code: "custom", message: EMAIL_MESSAGE });
  });
  return withMeta(schema, {
    label,
    shared: true,
    widget: "string",
    pattern: [EMAIL.source, `${EMAIL_MESSAGE}, without spaces or ? & # % /`],
    ...(options.hint ? { hint: options.hint } : {}),
  });
}

/** A number, within limits. */
export function number(label: string, limits: { min?: number; max?: number; hint?: string } = {}) {
  let schema = z.number(required("a number"));
  if (limits.min !== undefined) schema = schema.min(limits.min, `At least ${limits.min}`);
  if (limits.max !== undefined) schema = schema.max(limits.max, `At most ${limits.max}`);
  return withMeta(schema, {
    label,
    shared: true,
    widget: "number",
    ...(limits.min !== undefined ? { min: limits.min } : {}),
    ...(limits.max !== undefined ? { max: limits.max } : {}),
    ...(limits.hint ? { hint: limits.hint } : {}),
  });
}

/** Yes or no: a switch in the editor. */
export function toggle(label: string, hint?: string) {
  return withMeta(z.boolean({ error: () => "Must be true or false" }), {
    label,
    shared: true,
    widget: "boolean",
    ...(hint ? { hint } : {}),
  });
}

/** A shared field written once, under `en:`, for a file's every language (see `isStoredOnce`). */
export function once<T extends z.ZodType>(schema: T): T {
  const meta = metaOf(schema);
  if (!meta?.shared) throw new Error(`once(): ${meta?.label ?? "a field"} is not a shared field`);
  return withMeta(schema, { ...meta, isStoredOnce: true });
}

/** One of a fixed set of values. */
export function choice<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  hint?: string,
) {
  return withMeta(z.enum(options, { error: () => `Choose one of: ${options.join(", ")}` }), {
    label,
    shared: true,
    widget: "select",
    options,
    ...(hint ? { hint } : {}),
  });
}

/** Where the editor keeps pictures, and the address the content uses for them. */
export const MEDIA_FOLDER = "content/media";
export const MEDIA_PREFIX = `/${MEDIA_FOLDER}/`;
const MEDIA = /^\/content\/media\/[A-Za-z0-9._-]+\.(?:svg|jpe?g|png|webp|avif)$/;
const MEDIA_MESSAGE =
  "Choose a picture from the media folder (content/media/): SVG, JPEG, PNG, WebP or AVIF";

/** A file in the media folder. That it exists is checked by the build, which reads it. */
export function mediaFile(label = "Picture") {
  return withMeta(z.string(required("a picture")).regex(MEDIA, MEDIA_MESSAGE), {
    label,
    shared: true,
    widget: "image",
  });
}

/**
 * A picture with the words that say what it shows. The build turns the file into a ready picture
 * (a hashed drawing, or a photo as AVIF/WebP at several widths) with its size read from the file:
 * what the page receives is an `ImageAsset`.
 */
export function image(label: string, options: Options = {}) {
  const shape = {
    src: mediaFile(),
    alt: line("Describe the picture (for people who cannot see it)", {
      max: 200,
      hint: "Say what the picture shows, in a sentence. Required.",
    }),
  };
  const schema = z.strictObject(shape).transform((value) => value as unknown as ImageAsset);
  return withMeta(schema, {
    label,
    widget: "object",
    ...(options.hint ? { hint: options.hint } : {}),
  });
}

/** Fields shown together (an object); unknown fields (a typo such as `subLine`) are refused. */
export function group<T extends z.ZodRawShape>(label: string, shape: T, options: Options = {}) {
  return withMeta(z.strictObject(shape), {
    label,
    widget: "object",
    ...(options.hint ? { hint: options.hint } : {}),
  });
}

/** A whole content file: a group whose label names the file in the editor. */
export const file = group;

/**
 * A list. Items with an `id` must have different ids (anchors and keys rely on it). Items of one
 * field (a list of lines) are edited as a plain list in the editor.
 */
export function list<T extends z.ZodType>(
  label: string,
  item: T,
  limits: { min?: number; max?: number; hint?: string; isPerLanguage?: true } = {},
) {
  let schema = z.array(item);
  if (limits.min !== undefined)
    schema = schema.min(
      limits.min,
      `Needs at least ${limits.min} item${limits.min === 1 ? "" : "s"}`,
    );
  if (limits.max !== undefined) schema = schema.max(limits.max, `At most ${limits.max} items`);
  const unique = schema.superRefine((items, ctx) => {
    const seen = new Set<unknown>();
    items.forEach((entry, index) => {
      if (!entry || typeof entry !== "object" || !("id" in entry)) return;
      const key = (entry as { id: unknown }).id;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `Duplicate id "${String(key)}"`,
        });
      seen.add(key);
    });
  });
  return withMeta(unique, {
    label,
    widget: "list",
    ...(limits.min !== undefined ? { min: limits.min } : {}),
    ...(limits.max !== undefined ? { max: limits.max } : {}),
    ...(limits.hint ? { hint: limits.hint } : {}),
    ...(limits.isPerLanguage ? { isPerLanguage: true } : {}),
  });
}

/** A list of one to `max` cards (steps, blocks, figures) of one shape, each with its short name first. */
export const cards = <T extends z.ZodRawShape>(
  label: string,
  cardLabel: string,
  max: number,
  shape: T,
) => list(label, group(cardLabel, { id: id(), ...shape }), { min: 1, max });

/** Makes a field optional: the editor lets it stay empty, the page leaves its part out. */
export function optional<T extends z.ZodType>(schema: T) {
  const wrapped = schema.optional();
  const meta = metaOf(schema);
  if (meta) withMeta(wrapped, { ...meta, optional: true });
  return wrapped;
}

/**
 * A text with named blanks the site fills in, like `{company}`: the build refuses a blank it does
 * not know, so a typo cannot reach the page as `{compnay}`.
 */
export function template(
  label: string,
  blanks: readonly string[],
  options: Options & { long?: boolean; isEveryBlankNeeded?: boolean } = {},
) {
  const base = options.long ? paragraph(label, options) : line(label, options);
  const known = new Set(blanks);
  const hint = `${options.hint ? `${options.hint} ` : ""}You can write ${blanks.map((b) => `{${b}}`).join(", ")}; the site fills them in.`;
  const schema = base.superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(/\{([^}]*)\}/g))
      if (!known.has(name ?? ""))
        ctx.addIssue({
          code: "custom",
          message: `Unknown blank {${name}}: use ${blanks.map((b) => `{${b}}`).join(", ")}`,
        });
    for (const name of options.isEveryBlankNeeded ? blanks : [])
      if (!value.includes(`{${name}}`))
        ctx.addIssue({ code: "custom", message: `Keep {${name}}: the site puts a number there` });
  });
  const meta = metaOf(base) as FieldMeta;
  // The editor refuses the same: every blank kept, within the length.
  const needed = options.isEveryBlankNeeded ? blanks.map((b) => `(?=[\\s\\S]*\\{${b}\\})`) : [];
  const pattern: FieldMeta["pattern"] = needed.length
    ? [
        `^${needed.join("")}[\\s\\S]{0,${meta.max}}$`,
        `Keep ${blanks.map((b) => `{${b}}`).join(", ")}, in ${meta.max} characters or fewer`,
      ]
    : meta.pattern;
  return withMeta(schema, { ...meta, hint, ...(pattern ? { pattern } : {}) });
}

/** A short line of a fixed shape, checked by `regex` with `message` in the build and the editor. */
export function shaped(label: string, regex: RegExp, message: string, options: Options = {}) {
  const max = options.max ?? 40;
  const schema = z.string(required("text")).trim().max(max, tooLong(max)).regex(regex, message);
  return withMeta(schema, {
    label,
    widget: "string",
    max,
    pattern: [regex.source, message],
    ...(options.hint ? { hint: options.hint } : {}),
  });
}

// Added for the company facts (content/site.yml): fields whose shape a plain line cannot check.

const PHONE = /^\+[1-9](?:[\s().-]{0,2}\d){6,14}$/;
const PHONE_MESSAGE = "Use an international number starting with +, like +91 44 5555 0142";

/** A phone number as printed, in international form; the site dials its digits. */
export function phone(label: string, options: Options = {}) {
  return withMeta(z.string(required("text")).trim().regex(PHONE, PHONE_MESSAGE), {
    label,
    shared: true,
    widget: "string",
    pattern: [PHONE.source, PHONE_MESSAGE],
    hint:
      options.hint ??
      "With + and the country code; spaces, brackets, dots and hyphens may group the digits.",
  });
}

const OPTIONAL_PHONE = /^(?:\+[1-9](?:[\s().-]{0,2}\d){6,14})?$/;
const OPTIONAL_PHONE_MESSAGE =
  "Leave empty, or use an international number starting with +, like +91 98765 43210";

/** A phone number in international form, or empty for none (the site then shows nothing for it). */
export function optionalPhone(label: string, options: Options = {}) {
  return withMeta(z.string().trim().regex(OPTIONAL_PHONE, OPTIONAL_PHONE_MESSAGE), {
    label,
    shared: true,
    widget: "string",
    pattern: [OPTIONAL_PHONE.source, OPTIONAL_PHONE_MESSAGE],
    hint:
      options.hint ??
      "With + and the country code, or empty for none; spaces, brackets, dots and hyphens may group the digits.",
  });
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_ID_MESSAGE = "Use the 11 characters after watch?v= in the video's address";

/** A YouTube video, by its id (the part after `watch?v=`). */
export function videoId(label: string, options: Options = {}) {
  return withMeta(z.string(required("text")).regex(VIDEO_ID, VIDEO_ID_MESSAGE), {
    label,
    shared: true,
    widget: "string",
    pattern: [VIDEO_ID.source, VIDEO_ID_MESSAGE],
    hint:
      options.hint ??
      "Open the video on YouTube and copy the 11 characters after watch?v= in its address.",
  });
}

/** Plural forms that only some languages have (CLDR categories besides `other`). */
const PLURAL_FORMS = {
  zero: "For none (Arabic)",
  one: "For one (English, German, Spanish: 1; French: 0 and 1; Arabic: 1)",
  two: "For two (Arabic)",
  few: "For a few (Arabic: 3 to 10)",
  many: "For many (Arabic: 11 to 99; French and Spanish: whole millions)",
} as const;

/**
 * A number said in words, one message per plural form its language has (the site picks the form
 * with `Intl.PluralRules`): English fills one and other, Arabic all six, Japanese other only. Each
 * language fills its own forms, so a translation is not held to English's; a missing form falls
 * back to `other`, and a content test names the forms each language lacks.
 */
export function plural(label: string, options: Options & { blanks?: readonly string[] } = {}) {
  const max = options.max ?? 60;
  // Other blanks a message may hold besides the number (a product's name).
  const blanks = ["count", ...(options.blanks ?? [])];
  const forms = Object.fromEntries(
    Object.entries(PLURAL_FORMS).map(([form, what]) => [
      form,
      optional(template(what, blanks, { max })),
    ]),
  ) as Record<keyof typeof PLURAL_FORMS, z.ZodOptional<ReturnType<typeof template>>>;
  const other = template("For any other number", blanks, { max, isEveryBlankNeeded: true });
  return withMeta(z.strictObject({ ...forms, other }), {
    label,
    widget: "object",
    isPerLanguage: true,
    hint: `${options.hint ? `${options.hint} ` : ""}Fill the forms your language uses; {count} is the number.`,
  });
}
