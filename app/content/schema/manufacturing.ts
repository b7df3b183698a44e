import type { z } from "zod";

/** Schemas of `content/manufacturing/` (one per file, keyed by the file's path without `.yml`). */
export const manufacturingFiles = {} satisfies Record<string, z.ZodType>;
