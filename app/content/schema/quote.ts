import type { z } from "zod";
import { file, group, line, link, paragraph, template } from "./fields.ts";

/** Schemas of `content/quote/` besides its `page.yml` (one per file, keyed by its path without `.yml`). */
export const quoteFiles = {
  "quote/quote-list": file("Quote list: the list of products", {
    heading: line("Heading over the products", { max: 60 }),
    intro: paragraph("Under the heading", { max: 240 }),
    empty: group(
      "When the list is empty",
      {
        heading: line("Heading", { max: 60 }),
        cta: link("Button to the catalogue"),
      },
      {
        hint: "How the list works is said once, in the banner's short line (content/quote/page.yml), shown before the page's scripts run.",
      },
    ),
    labels: group("A product's fields", {
      quantity: line("Quantity (in units)", { max: 30 }),
      moq: template("Under the quantity, when the product states a minimum order", ["moq"], {
        max: 80,
      }),
      targetDate: line("Target date", { max: 30 }),
      note: line("Note", { max: 30 }),
      remove: line("Button that removes the product", { max: 20 }),
    }),
    noScript: paragraph(
      "Shown when the browser runs no scripts (the list needs them), before the e-mail address",
      { max: 240 },
    ),
  }),
} satisfies Record<string, z.ZodType>;
