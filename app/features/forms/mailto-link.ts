import { fillTemplate } from "~/lib/fill-template";

/** The longest message a `mailto:` link carries; mail programs cut or refuse much longer ones. */
export const MAILTO_BODY_MAX = 1800;

/**
 * A `mailto:` link that opens the visitor's own e-mail program with the form's subject and what
 * they typed, each field under its label and the message last; the message is shortened (and
 * `isShortened` says so) when the whole body would pass `MAILTO_BODY_MAX` characters.
 */
export function mailtoLink(
  address: string,
  subject: string,
  fields: ReadonlyArray<readonly [label: string, value: string]>,
  message: string,
  /** One field's line in the language's typography ('{label} : {value}', '{label}：{value}'). */
  fieldLine = "{label}: {value}",
): { href: string; isShortened: boolean } {
  const head = fields
    .filter(([, value]) => value.trim())
    .map(([label, value]) => fillTemplate(fieldLine, { label, value: value.trim() }))
    .join("\n");
  // Counted in characters (code points), so a cut never splits an emoji or a surrogate pair.
  const room = Math.max(0, MAILTO_BODY_MAX - Array.from(head).length - 2);
  const text = Array.from(message.trim());
  const isShortened = text.length > room;
  const kept = isShortened ? `${text.slice(0, Math.max(0, room - 1)).join("")}…` : text.join("");
  const body = [head, kept].filter(Boolean).join("\n\n");
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return { href: `mailto:${address}?${query}`, isShortened };
}
