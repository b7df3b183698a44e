import type { z } from "zod";

/** Schemas of `content/contact/` (one per file, keyed by the file's path without `.yml`). */
export const contactFiles = {} satisfies Record<string, z.ZodType>;
