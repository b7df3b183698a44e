import type { z } from "zod";

/** Schemas of every `content/<page>/page.yml` (search title, description, banner) and the error pages. */
export const pagesFiles = {} satisfies Record<string, z.ZodType>;
