import type { z } from "zod";
import { file, line, plural, template } from "./fields.ts";

/** The product search's words (`content/layout/search.yml`), in the header and on `/product`. */
export const searchFiles = {
  "layout/search": file("Product search (menu bar and products page)", {
    label: line("Name of the search: its button and its box", { max: 30 }),
    placeholder: line("Grey hint inside the empty box", {
      max: 50,
      hint: "Say what can be searched for: a product's name, material or finish.",
    }),
    close: line("Button that closes the search (screen readers)", { max: 30 }),
    resultCount: plural("Said when products are found: how many", { max: 50 }),
    noResults: template("Said when nothing is found", ["query"], {
      max: 100,
      isEveryBlankNeeded: true,
      hint: "{query} is what the visitor typed.",
    }),
    failed: line("Said when the search cannot load (offline, or a server fault)", { max: 160 }),
  }),
} satisfies Record<string, z.ZodType>;
