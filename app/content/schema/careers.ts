import type { z } from "zod";

/** Schemas of `content/careers/` (one per file, keyed by the file's path without `.yml`). */
export const careersFiles = {} satisfies Record<string, z.ZodType>;
