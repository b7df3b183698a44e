import type { z } from "zod";

/** Schemas of `content/layout/` (one per file, keyed by the file's path without `.yml`). */
export const layoutFiles = {} satisfies Record<string, z.ZodType>;
