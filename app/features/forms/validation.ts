import type { FormMessages } from "./form-words";

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

/** Empty or only whitespace (including non-breaking and ideographic spaces) counts as not filled. */
export function isBlank(value: string): boolean {
  return value.trim() === "";
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

// An extension after the number: 'x12', 'x 12', 'ext 12', 'ext. 12', 'ext.12'.
const EXTENSION = /(?:x|ext\.?)\s*\d{1,6}$/i;

/**
 * Contact numbers hold 7 to 15 digits (E.164's maximum) before an optional extension; spaces,
 * dots, slashes, hyphens and parentheses may group them and one `+` may lead, e.g.
 * '+91 44 5555 0142', '+1.202.555.0143', '030/1234567' or '+1 202 555 0143 ext. 12'.
 */
export function isContactNumber(value: string): boolean {
  const number = value.trim().replace(EXTENSION, "").trimEnd();
  if (!/^[\d\s()./+-]+$/.test(number)) return false;
  const plus = number.indexOf("+");
  if (plus !== number.lastIndexOf("+")) return false;
  if (plus >= 0 && /\d/.test(number.slice(0, plus))) return false;
  const digits = number.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** Whether a value is longer than its field takes (what is counted is what would be sent). */
export function isTooLong(field: FieldName, value: string): boolean {
  return value.trim().length > FIELD_LIMITS[field];
}

/** The message for one field, or `undefined` when its value is fine. Every field is required. */
export function validateField(
  field: FieldName,
  value: string,
  formMessages: FormMessages,
): string | undefined {
  if (isBlank(value)) return formMessages[`${field}Required`];
  // Length first: an over-long paste is told its limit, not that it is a malformed address.
  if (isTooLong(field, value))
    return formMessages.tooLong(FIELD_LIMITS[field], value.trim().length);
  if (field === "email" && !isEmailAddress(value)) return formMessages.emailInvalid;
  if (field === "contact" && !isContactNumber(value)) return formMessages.contactInvalid;
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
  messages: FormMessages,
): FieldErrors<K> {
  const errors = fields.map((field) => [
    field,
    validateField(field, values[field] ?? "", messages),
  ]);
  return Object.fromEntries(errors.filter(([, message]) => message));
}

/** The values as they are sent: trimmed, since stray spaces carry no meaning in any field. */
export function normalizeValues<K extends FieldName>(values: FormValues<K>): FormValues<K> {
  const trimmed = Object.entries<string>(values).map(([field, value]) => [field, value.trim()]);
  return Object.fromEntries(trimmed) as FormValues<K>;
}
