import type { z } from "zod";
import { file, group, line, link, list, paragraph } from "./fields";

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
} satisfies Record<string, z.ZodType>;
