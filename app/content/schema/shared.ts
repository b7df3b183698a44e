import { file, group, id, line, link, list, optional, paragraph } from "./fields.ts";

/** Pieces several pages' schemas share, so one role has one rule everywhere. */

/** The small label above a section's heading. */
export const eyebrow = () => line("Small label above the heading", { max: 60 });

/** A section's heading. */
export const heading = () => line("Heading", { max: 90 });

/** The text under a section's heading. */
export const subheading = () => paragraph("Text under the heading", { max: 300 });

/** Several paragraphs of running text. */
export const paragraphs = () => list("Paragraphs", paragraph("Paragraph"), { min: 1, max: 4 });

/** A titled point with a short explanation (tick lists, values, certifications). */
export const point = (label = "Point", max = 300) =>
  group(label, {
    id: id(),
    heading: line("Heading", { max: 70 }),
    text: paragraph("Text", { max }),
  });

/** The band that closes a page with a call to send an inquiry. */
export const inquiryBand = (label: string) =>
  file(label, {
    heading: line("Heading", { max: 90 }),
    text: paragraph("Text", { max: 300 }),
    cta: link("Button"),
  });

/** The banner at the top of an inner page. */
export const banner = () =>
  group("Banner at the top of the page", {
    crumb: line("Trail above the heading, like Home / Services", { max: 60 }),
    eyebrow: optional(line("Small label above the heading", { max: 60 })),
    heading: line("Heading", { max: 80 }),
    subheading: optional(paragraph("Text under the heading", { max: 300 })),
  });
