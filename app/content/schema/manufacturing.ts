import type { z } from "zod";
import { cards, file, id, image, line, list, paragraph } from "./fields.ts";
import {
  eyebrow,
  heading,
  headline,
  inquiryBand,
  paragraphs,
  point,
  subheading,
} from "./shared.ts";

/** Schemas of `content/manufacturing/` (one per file, keyed by the file's path without `.yml`). */
export const manufacturingFiles = {
  "manufacturing/expertise": file("Manufacturing: Decades of Expertise", {
    ...headline(),
    items: cards("Figure cards", "Card", 6, {
      value: line("Figure, like 50+", { max: 12 }),
      heading: line("What it counts", { max: 40 }),
      text: paragraph("Text", { max: 300 }),
    }),
  }),
  "manufacturing/innovation-partner": file("Manufacturing: innovation partner", {
    eyebrow: eyebrow(),
    heading: heading(),
    paragraphs: paragraphs(),
  }),
  "manufacturing/tool-room": file("Manufacturing: Tool Room Excellence", {
    eyebrow: eyebrow(),
    heading: heading(),
    paragraphs: paragraphs(),
    image: image("Picture beside the text"),
  }),
  "manufacturing/precision": file("Manufacturing: Precision Engineering", {
    ...headline(),
    machines: list("Machines shown, in order", id("Machine's short name"), {
      min: 1,
      max: 8,
      hint: "Short names of machines in the Services page's machinery list, like forging-press.",
    }),
  }),
  "manufacturing/infrastructure": file("Manufacturing: Scalable Infrastructure", {
    eyebrow: eyebrow(),
    heading: heading(),
    text: subheading(),
    image: image("Picture beside the text"),
    facts: cards("Figures beside the picture", "Figure", 4, {
      value: line("Figure, like 300,000 sq. ft.", { max: 24 }),
      label: line("What it counts", { max: 60 }),
    }),
    items: cards("Capacity of each line", "Line", 6, {
      heading: line("Line", { max: 40 }),
      value: line("Capacity, like 4.5 million", { max: 24 }),
      unit: line("Unit after the capacity", { max: 30 }),
      text: line("Line under the capacity", { max: 80 }),
    }),
  }),
  "manufacturing/capabilities": file("Manufacturing: capabilities", {
    eyebrow: eyebrow(),
    heading: heading(),
    items: list("Capabilities, numbered in order", point("Capability"), { min: 1, max: 8 }),
  }),
  "manufacturing/processes": file("Manufacturing: from raw material to finished product", {
    eyebrow: eyebrow(),
    heading: heading(),
    items: cards("Blocks (pictures alternate sides)", "Block", 6, {
      eyebrow: line("Category, above the block's heading", { max: 40 }),
      heading: line("Heading", { max: 90 }),
      paragraphs: paragraphs(),
      image: image("Picture"),
    }),
  }),
  "manufacturing/inquiry-band": inquiryBand("Manufacturing: closing call to action"),
} satisfies Record<string, z.ZodType>;
