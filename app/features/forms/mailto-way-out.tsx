import { fillTemplate } from "~/lib/fill-template";
import { LOCALE_INFO } from "~/lib/locales";
import styles from "./form.module.css";
import { useFormWords } from "./form-words";
import { mailtoLink } from "./mailto-link";
import type { FieldName } from "./validation";

interface MailtoWayOutProps {
  form: {
    values: Partial<Record<FieldName, string>>;
    labels: Partial<Record<FieldName, string>>;
  };
  address: string;
  subject: string;
  note?: string;
  details?: string;
}

/**
 * The way out after a failed send: a link that opens the visitor's own e-mail program, addressed
 * to us, with the subject and everything they typed (the message shortened, and said so, when
 * it is too long for a link). The form keeps its values either way.
 */
export default function MailtoWayOut({ form, address, subject, note, details }: MailtoWayOutProps) {
  const { mailto, locale } = useFormWords();
  const gap = LOCALE_INFO[locale].textGap;
  const { interest = "", ...others } = form.values;
  const fields = Object.entries(others).map(
    ([name, value = ""]) => [form.labels[name as FieldName] ?? name, value] as const,
  );
  const link = mailtoLink(
    address,
    fillTemplate(subject, { name: others.name ?? "" }).trim(),
    fields,
    // The details first: a message too long for the link is cut at its end, after them.
    [details ?? "", interest].filter((part) => part.trim()).join("\n\n"),
    mailto.field,
  );
  return (
    <p className={styles.wayOut}>
      {mailto.intro}
      {gap}
      <a href={link.href}>{fillTemplate(mailto.link, { address })}</a>
      {link.isShortened ? `${gap}${mailto.shortened}` : ""}
      {note ? `${gap}${note}` : ""}
    </p>
  );
}
