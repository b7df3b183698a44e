import type { z } from "zod";
import { file, group, id, image, line, link, list, paragraph } from "./fields";

/** A titled point with a short explanation (tick lists, values). */
const point = () =>
  group("Point", {
    id: id(),
    heading: line("Heading", { max: 70 }),
    text: paragraph("Text", { max: 240 }),
  });

/** Schemas of `content/home/` (one per file, keyed by the file's path without `.yml`). */
export const homeFiles = {
  "home/hero": file("Home: opening", {
    kicker: line("Small line above the headline", { max: 60 }),
    heading: line("Headline", { max: 90 }),
    subline: paragraph("Promise under the headline", { max: 200 }),
    cta: link("Main button"),
    secondaryCta: link("Second button"),
    facts: list(
      "Figures under the buttons",
      group("Figure", {
        value: line("Figure, like 50+", { max: 12 }),
        label: line("What it counts", { max: 40 }),
      }),
      { min: 1, max: 4 },
    ),
  }),
  "home/ideas": file("Home: Bringing Ideas to Life", {
    eyebrow: line("Small label above the heading", { max: 60 }),
    heading: line("Heading"),
    subheading: paragraph("Text under the heading", { max: 400 }),
    items: list("Points", point(), { min: 1, max: 6 }),
    image: image("Picture beside the points"),
    cta: link("Button"),
  }),
} satisfies Record<string, z.ZodType>;
