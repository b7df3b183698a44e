import type { z } from "zod";
import { file, group, line, paragraph, template } from "./fields.ts";

/** Schemas of `content/contact/` (one per file, keyed by the file's path without `.yml`). */
export const contactFiles = {
  "contact/lets-connect": file("Contact: Let's Connect (beside the form)", {
    eyebrow: line("Small label above the heading", { max: 60 }),
    heading: line("Heading", { max: 60 }),
    text: paragraph("Text under the heading", { max: 300 }),
  }),
  "contact/contact-details": file("Contact: ways to reach you", {
    label: template("Name of the list (screen readers)", ["company"], { max: 60 }),
    labels: group("Labels beside the details", {
      phone: line("Phone", { max: 20 }),
      email: line("E-mail", { max: 20 }),
      address: line("Address", { max: 20 }),
      hours: line("Hours", { max: 20 }),
    }),
  }),
  "contact/visit-us": file("Contact: Visit Us (the map)", {
    heading: line("Heading", { max: 60 }),
    text: paragraph("Text under the heading", { max: 300 }),
    mapTitle: template("Name of the map (screen readers)", ["company", "city"], { max: 100 }),
    openMap: line("Link that opens the map", { max: 40 }),
    newTab: line("Said after that link (screen readers)", { max: 40 }),
  }),
} satisfies Record<string, z.ZodType>;
