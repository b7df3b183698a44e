import type { z } from "zod";

/** Schemas of `content/site/` (one per file, keyed by the file's path without `.yml`). */
export const siteFiles = {} satisfies Record<string, z.ZodType>;
