import { fillTemplate } from "~/lib/fill-template";
import shared from "~content/forms/shared.yml";

/** A count for people: `2,000`. */
const count = (n: number) => n.toLocaleString("en");

/** The messages both forms share (`content/forms/shared.yml`), with their number blanks filled. */
export const formMessages = {
  ...shared.messages,
  /** Over-long text is kept as typed or pasted; this says by how much to shorten it. */
  tooLong: (max: number, length: number) =>
    fillTemplate(shared.messages.tooLong, { max: count(max), count: count(length) }),
  resumeTooLarge: (limit: string) => fillTemplate(shared.messages.resumeTooLarge, { limit }),
};

/** The counter under long text fields, e.g. "120 / 2,000 characters". */
export function characterCount(length: number, max: number): string {
  return fillTemplate(shared.characterCount, { count: count(length), max: count(max) });
}
