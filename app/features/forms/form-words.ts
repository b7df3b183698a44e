import type { Content } from "~/content/schema/registry";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";

/** A count for people: `2,000`. */
const count = (n: number) => n.toLocaleString("en");

/** The messages both forms share (`content/forms/shared.yml`), with their number blanks filled. */
export function formMessagesOf(shared: Content<"forms/shared">) {
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
  return {
    ...shared,
    messages: formMessagesOf(shared),
    /** The counter under long text fields, e.g. "120 / 2,000 characters". */
    characterCount: (length: number, max: number) =>
      fillTemplate(shared.characterCount, { count: count(length), max: count(max) }),
  };
}
