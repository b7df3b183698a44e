import { file, group, id, image, line, link, list, optional, paragraph } from "./fields.ts";

/** Pieces several pages' schemas share, so one role has one rule everywhere. */

/** The small label above a section's heading. */
export const eyebrow = () => line("Small label above the heading", { max: 60 });

/** A section's heading, 90 characters unless said. */
export const heading = (max = 90) => line("Heading", { max });

/** The text under a section's heading, 300 characters unless said. */
export const subheading = (max = 300) => paragraph("Text under the heading", { max });

/** How most sections open: the eyebrow, the heading and the text under it. */
export const headline = (max: { heading?: number; subheading?: number } = {}) => ({
  eyebrow: eyebrow(),
  heading: heading(max.heading),
  subheading: subheading(max.subheading),
});

/** The names of a carousel's Previous and Next buttons, read aloud. */
export const stepLabels = () => ({
  prevLabel: line("Name of the Previous button (read aloud)", { max: 40 }),
  nextLabel: line("Name of the Next button (read aloud)", { max: 40 }),
});

/** A card with a picture: the OEM/ODM cards, the community cards, the machines. */
export const pictureCard = (label: string) =>
  group(label, {
    id: id(),
    heading: line("Heading", { max: 70 }),
    text: paragraph("Text", { max: 300 }),
    image: image("Picture"),
  });

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
    heading: heading(),
    text: paragraph("Text", { max: 300 }),
    cta: link("Button"),
  });

/** The banner at the top of an inner page. */
export const banner = () =>
  group("Banner at the top of the page", {
    crumb: line("Trail above the heading, like Home / Services", { max: 60 }),
    eyebrow: optional(eyebrow()),
    heading: heading(80),
    subheading: optional(subheading()),
  });
