import type { Content } from "~/content/schema/registry";
import { useContent, useLocale } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";

/** A count for people, as the language writes it (`2,000`, `2.000`), in the digits the pages use. */
const counter = (locale: Locale) => (n: number) =>
  n.toLocaleString(locale, { numberingSystem: "latn" });

/** The messages both forms share (`content/forms/shared.yml`), with their number blanks filled. */
export function formMessagesOf(shared: Content<"forms/shared">, locale: Locale = DEFAULT_LOCALE) {
  const count = counter(locale);
  return {
    ...shared.messages,
    /** Over-long text is kept as typed or pasted; this says by how much to shorten it. */
    tooLong: (max: number, length: number) =>
      fillTemplate(shared.messages.tooLong, { max: count(max), count: count(length) }),
    resumeTooLarge: (limit: string) => fillTemplate(shared.messages.resumeTooLarge, { limit }),
  };
}

export type FormMessages = ReturnType<typeof formMessagesOf>;

/** The forms' shared words for this page's language, with the messages ready to show. */
export function useFormWords() {
  const shared = useContent("forms/shared");
  const locale = useLocale();
  const count = counter(locale);
  return {
    ...shared,
    messages: formMessagesOf(shared, locale),
    /** The counter under long text fields, e.g. "120 / 2,000 characters". */
    characterCount: (length: number, max: number) =>
      fillTemplate(shared.characterCount, { count: count(length), max: count(max) }),
  };
}
