import type { z } from "zod";

/** Schemas of `content/services/` (one per file, keyed by the file's path without `.yml`). */
export const servicesFiles = {} satisfies Record<string, z.ZodType>;
