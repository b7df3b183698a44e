import type { z } from "zod";
import { file, group, id, line, list, paragraph } from "./fields.ts";

/**
 * Schema of `content/glossary.yml`: for each recurring trade term, the one word each language
 * uses and the variants it must not use. No page shows it; `app/content/glossary.test.ts` fails
 * when any content file uses a listed variant, so translators and the owner keep one term.
 */
export const glossaryFiles = {
  glossary: file("Glossary: the one word for each trade term", {
    terms: list(
      "Terms",
      group("Term", {
        id: id("Short name of the term", {
          hint: "Lower-case letters and hyphens, the same in every language, like injection-moulding.",
        }),
        term: line("The word to use", {
          max: 120,
          hint: "As it appears in running text. Several accepted forms are separated by ' / '.",
        }),
        avoid: list("Words not to use instead", line("A word not to use", { max: 80 }), {
          isPerLanguage: true,
          hint: "Any text of the site that contains one of these is refused by the tests, naming this term.",
        }),
        note: paragraph("When and how to use it", { max: 400 }),
      }),
      { min: 1 },
    ),
  }),
} satisfies Record<string, z.ZodType>;
