/** The words the checks answer with (`formMessagesOf` makes them from the page's content). */
export interface ValidationMessages {
  nameRequired: string;
  companyRequired: string;
  emailRequired: string;
  contactRequired: string;
  interestRequired: string;
  emailInvalid: string;
  contactInvalid: string;
  oneLine: string;
  tooLong: (max: number, length: number) => string;
  /** The page language's words for a phone extension, besides x and ext. */
  extensionMarks: readonly string[];
}

/** The text fields the two forms are built from; the careers form uses all but `company`. */
export type FieldName = "name" | "company" | "email" | "contact" | "interest";

export type FormValues<K extends FieldName = FieldName> = Record<K, string>;

/** One message per field that needs attention; `resume` is the careers form's file. */
export type FieldErrors<K extends string = FieldName> = Partial<Record<K | "resume", string>>;

/**
 * The longest value each field takes. Deliberately not the inputs' `maxLength`: that cuts a
 * paste silently, while a field message keeps the text and says what to shorten.
 */
export const FIELD_LIMITS: Readonly<Record<FieldName, number>> = {
  name: 100,
  company: 150,
  email: 254,
  contact: 32,
  interest: 2000,
};

/**
 * Characters that reorder or hide text without being seen: the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069; 'gnp.exe' behind U+202E reads 'exe.png'),
 * zero-width spaces (U+200B, U+180E, the word joiner and invisible operators U+2060-U+2064, the
 * byte-order mark U+FEFF), the deprecated format controls U+206A-U+206F, and the tag characters
 * U+E0000-U+E007F that carry hidden ASCII. The joiners U+200C and U+200D stay: Persian words and
 * emoji are spelt with them; so do the direction marks U+200E, U+200F and U+061C, which only steer
 * punctuation in right-to-left names. `server/outbox.mjs` shows all of these as escapes.
 */
const INVISIBLE = /[\u180e\u200b\u202a-\u202e\u2060-\u206f\ufeff\u{e0000}-\u{e007f}]/gu;

/** A value without the characters that reorder or hide text unseen (see `INVISIBLE`). */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, "");
}

/**
 * Empty or only whitespace (including non-breaking and ideographic spaces) counts as not filled;
 * so do invisible characters, which are not sent.
 */
export function isBlank(value: string): boolean {
  return stripInvisible(value).trim() === "";
}

// Letters and digits of any script, so names like 'अनु@उदाहरण.भारत' work (internationalised mail).
const LOCAL_ATOM = /^[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?$/u;
const TOP_LEVEL = /^(?:[\p{L}\p{M}]{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * Whether a value looks like an e-mail address a person would type: one `@`, a dotted local part
 * without empty atoms, and a domain of valid labels ending in an alphabetic top-level domain.
 * Deliberately stricter than RFC 5322 (no quoted parts, no IP literals): those are typos here.
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  if (address.length > FIELD_LIMITS.email) return false;
  const at = address.indexOf("@");
  if (at <= 0 || at !== address.lastIndexOf("@")) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  const topLevel = labels.at(-1) ?? "";
  return (
    local.length <= 64 &&
    local.split(".").every((atom) => LOCAL_ATOM.test(atom)) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(topLevel)
  );
}

/** The code points of the zeros of the decimal digits visitors may type besides ASCII ones. */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Persian, Urdu)
  ...[0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66], // India's scripts
  0x0e50, // Thai
];
/** Hyphens, dashes, the minus sign and the long-vowel marks Japanese keyboards type for them. */
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff70]/g;
/** Invisible direction marks that copying from right-to-left text brings along. */
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Digits of any listed script as ASCII digits, after NFKC (which already maps full-width ones). */
export function asciiDigits(value: string): string {
  return value.normalize("NFKC").replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * A phone number as the owner can dial it: the visitor's own digits (Arabic-Indic, Persian,
 * Devanagari, Tamil, full-width...) as ASCII, full-width signs and dashes as their ASCII forms,
 * direction marks dropped, spaces collapsed. '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' becomes '+971 50 123 4567'.
 */
export function normalizePhone(value: string): string {
  return asciiDigits(value)
    .replace(DASHES, "-")
    .replace(BIDI_MARKS, "")
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** An e-mail address as it is sent: NFKC ('ａｓｈａ＠example．com' is 'asha@example.com'). */
export function normalizeEmail(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/\u3002/g, ".")
    .replace(BIDI_MARKS, "")
    .replace(INVISIBLE, "")
    .trim();
}

/** The extension marks every language accepts, besides the ones its hint gives as examples. */
export const EXTENSION_MARKS = ["x", "ext"];

/** The mark of an extension example ('poste' of 'poste 12', '内線' of '内線12'), or undefined. */
export function extensionMark(example: string): string | undefined {
  const mark = /^(\D*?)[\s.]*\d{1,6}$/u.exec(asciiDigits(example).trim())?.[1];
  return mark?.trim() || undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An extension after the number, by any of these marks, bracketed or not: 'x12', 'ext. 12',
 * 'poste 12', '（内線12）' (full-width brackets are ASCII ones after NFKC).
 */
function extensionPattern(marks: readonly string[]): RegExp {
  const alternatives = [...new Set([...EXTENSION_MARKS, ...marks].map((m) => m.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return new RegExp(`\\(?\\s*(?:${alternatives.join("|")})\\.?\\s*\\d{1,6}\\s*\\)?$`, "iu");
}

/**
 * Contact numbers hold 7 to 15 digits (E.164's maximum) before an optional extension; spaces,
 * dots, slashes, hyphens and parentheses may group them and one `+` may lead, e.g.
 * '+91 44 5555 0142', '+1.202.555.0143', '030/1234567' or '+1 202 555 0143 ext. 12'. Digits may be
 * the visitor's own (`normalizePhone`); `marks` adds the page language's words for an extension.
 */
export function isContactNumber(value: string, marks: readonly string[] = []): boolean {
  const number = normalizePhone(value).replace(extensionPattern(marks), "").trimEnd();
  if (!/^[\d\s()./+-]+$/.test(number)) return false;
  const plus = number.indexOf("+");
  if (plus !== number.lastIndexOf("+")) return false;
  if (plus >= 0 && /\d/.test(number.slice(0, plus))) return false;
  const digits = number.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** The fields that hold one line: a line break or control character there is refused. */
const ONE_LINE_FIELDS: ReadonlySet<FieldName> = new Set(["name", "company", "email", "contact"]);
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Whether a one-line field's value holds a line break or another control character. */
export function hasLineBreak(field: FieldName, value: string): boolean {
  return ONE_LINE_FIELDS.has(field) && LINE_BREAK_OR_CONTROL.test(value.trim());
}

/** Whether a value is longer than its field takes (what is counted is what would be sent). */
export function isTooLong(field: FieldName, value: string): boolean {
  return value.trim().length > FIELD_LIMITS[field];
}

/** The message for one field, or `undefined` when its value is fine. Every field is required. */
export function validateField(
  field: FieldName,
  value: string,
  formMessages: ValidationMessages,
): string | undefined {
  if (isBlank(value)) return formMessages[`${field}Required`];
  // Length first: an over-long paste is told its limit, not that it is a malformed address.
  if (isTooLong(field, value))
    return formMessages.tooLong(FIELD_LIMITS[field], value.trim().length);
  if (hasLineBreak(field, value)) return formMessages.oneLine;
  if (field === "email" && !isEmailAddress(normalizeEmail(value))) return formMessages.emailInvalid;
  if (field === "contact" && !isContactNumber(value, formMessages.extensionMarks))
    return formMessages.contactInvalid;
  return undefined;
}

/** Whether a required field is empty: only then does the summary ask to fill out the fields. */
export function hasMissingField<K extends FieldName>(
  fields: readonly K[],
  values: FormValues<K>,
): boolean {
  return fields.some((field) => isBlank(values[field] ?? ""));
}

/** Checks only the fields a form shows, so the careers form never holds a hidden company error. */
export function validateForm<K extends FieldName>(
  fields: readonly K[],
  values: FormValues<K>,
  messages: ValidationMessages,
): FieldErrors<K> {
  const errors = fields.map((field) => [
    field,
    validateField(field, values[field] ?? "", messages),
  ]);
  return Object.fromEntries(errors.filter(([, message]) => message));
}

/**
 * The values as they are sent: trimmed, since stray spaces carry no meaning in any field; the
 * phone number in ASCII digits and the address in NFKC, so the owner can dial and answer them;
 * the one-line fields without invisible characters, so a name reads in the owner's mail as typed.
 */
export function normalizeValues<K extends FieldName>(values: FormValues<K>): FormValues<K> {
  const normalized = Object.entries<string>(values).map(([field, value]) => [
    field,
    field === "contact"
      ? normalizePhone(value)
      : field === "email"
        ? normalizeEmail(value)
        : ONE_LINE_FIELDS.has(field as FieldName)
          ? stripInvisible(value).trim()
          : value.trim(),
  ]);
  return Object.fromEntries(normalized) as FormValues<K>;
}
