import type { z } from "zod";

/** Schemas of `content/forms/` (one per file, keyed by the file's path without `.yml`). */
export const formsFiles = {} satisfies Record<string, z.ZodType>;
