import type { z } from "zod";

/** Schemas of `content/product/` (one per file, keyed by the file's path without `.yml`). */
export const productFiles = {} satisfies Record<string, z.ZodType>;
