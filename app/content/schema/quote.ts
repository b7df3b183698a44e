import type { z } from "zod";
import { file, group, line, link, paragraph, plural, template } from "./fields.ts";

/** Schemas of `content/quote/` besides its `page.yml` (one per file, keyed by its path without `.yml`). */
export const quoteFiles = {
  "quote/quote-list": file("Quote list: the list of products", {
    heading: line("Heading over the products", { max: 60 }),
    count: plural("Beside the heading: how many products the list holds", { max: 40 }),
    intro: paragraph("Under the heading", { max: 240 }),
    loading: line("Shown where the list will be, while the page's scripts load", { max: 80 }),
    added: template(
      "Said when a product chosen before the page was ready is now in the list",
      ["product"],
      {
        max: 120,
        isEveryBlankNeeded: true,
      },
    ),
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
      quantity: line("Quantity", { max: 30 }),
      unit: line("Unit of the quantity (a choice)", { max: 30 }),
      moq: template("Under the quantity, when the product states a minimum order", ["moq"], {
        max: 80,
      }),
      targetDate: line("Target date", { max: 30 }),
      note: line("Note", { max: 30 }),
      remove: line("Button that removes the product", { max: 20 }),
      description: line("A custom part's description", { max: 40 }),
    }),
    units: group("The units a quantity can count (the owner reads them in English)", {
      pieces: line("Pieces (the default)", { max: 30 }),
      cartons: line("Cartons", { max: 30 }),
      container20: line("20-foot containers", { max: 30 }),
      container40: line("40-foot containers", { max: 30 }),
      samples: line("Samples (a sample request)", { max: 30 }),
    }),
    amounts: group(
      "A quantity and its unit as one phrase, in the summary after sending ('1 piece', '5,000 pieces')",
      {
        pieces: plural("Pieces", { max: 50 }),
        cartons: plural("Cartons", { max: 50 }),
        container20: plural("20-foot containers", { max: 50 }),
        container40: plural("40-foot containers", { max: 50 }),
        samples: plural("Samples", { max: 50 }),
      },
    ),
    custom: group("A part of the buyer's own (not in the catalogue)", {
      heading: template("Name of a custom part's line", ["number"], {
        max: 40,
        isEveryBlankNeeded: true,
      }),
      intro: paragraph("Beside the button that adds one", { max: 200 }),
      add: line("Button that adds a custom part", { max: 40 }),
      drawingHint: line("Under the description: where the drawing goes", { max: 120 }),
    }),
    sent: group("After the request was sent: its summary", {
      heading: line("Heading", { max: 60 }),
      reference: template("The request's reference", ["reference"], {
        max: 80,
        isEveryBlankNeeded: true,
      }),
      keep: paragraph("Under it: why to keep it", { max: 200 }),
      products: line("Heading over what was sent", { max: 60 }),
      whatsApp: line("Link that opens a WhatsApp chat about the request", { max: 60 }),
      whatsAppText: template("The chat's first message, written for the buyer", ["reference"], {
        max: 120,
        isEveryBlankNeeded: true,
      }),
    }),
    noScript: template(
      "Shown when the browser runs no scripts (the list needs them); {email} is the company's address, as a link",
      ["email"],
      { max: 240, isEveryBlankNeeded: true },
    ),
  }),
} satisfies Record<string, z.ZodType>;
