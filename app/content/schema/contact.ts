import type { z } from "zod";
import { file, group, line, template } from "./fields.ts";
import { eyebrow, heading, subheading } from "./shared.ts";

/** Schemas of `content/contact/` (one per file, keyed by the file's path without `.yml`). */
export const contactFiles = {
  "contact/lets-connect": file("Contact: Let's Connect (beside the form)", {
    eyebrow: eyebrow(),
    heading: heading(60),
    text: subheading(),
  }),
  "contact/contact-details": file("Contact: ways to reach you", {
    label: template("Name of the list (screen readers)", ["company"], { max: 60 }),
    labels: group("Labels beside the details", {
      phone: line("Phone", { max: 20 }),
      email: line("E-mail", { max: 20 }),
      address: line("Address", { max: 20 }),
      hours: line("Hours", { max: 20 }),
      whatsApp: line("WhatsApp (shown only when the company facts give a number)", { max: 20 }),
    }),
    whatsAppLink: line("The WhatsApp link's words (opens a chat)", { max: 40 }),
  }),
  "contact/visit-us": file("Contact: Visit Us (the map)", {
    heading: heading(60),
    text: subheading(),
    mapTitle: template("Name of the map (screen readers)", ["company", "city"], { max: 100 }),
    openMap: line("Link that opens the map", { max: 40 }),
    newTab: line("Said after that link (screen readers)", { max: 40 }),
  }),
} satisfies Record<string, z.ZodType>;
