import { group, line, optional, paragraph } from "./fields.ts";

/** The banner at the top of an inner page. */
export const banner = () =>
  group("Banner at the top of the page", {
    crumb: line("Trail above the heading, like Home / Services", { max: 60 }),
    eyebrow: optional(line("Small label above the heading", { max: 60 })),
    heading: line("Heading", { max: 80 }),
    subheading: optional(paragraph("Text under the heading", { max: 300 })),
  });
