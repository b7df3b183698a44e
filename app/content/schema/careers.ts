import type { z } from "zod";
import { file, group, line, list, template } from "./fields.ts";
import { heading, subheading } from "./shared.ts";

/** Schemas of `content/careers/` (one per file, keyed by the file's path without `.yml`). */
export const careersFiles = {
  "careers/careers-application": file("Careers: who we look for (beside the form)", {
    eyebrow: template("Small label above the heading", ["company"], { max: 60 }),
    heading: heading(100),
    text: subheading(400),
    areas: group("Where people work", {
      heading: line("Heading over the list", { max: 60 }),
      items: list("Areas", line("Area", { max: 40 }), { min: 1, max: 10 }),
    }),
    emailPrompt: template(
      "Beside the form: the careers e-mail address ({email}, shown as a link)",
      ["email"],
      { max: 100, isEveryBlankNeeded: true },
    ),
  }),
} satisfies Record<string, z.ZodType>;
