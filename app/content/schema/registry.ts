import type { z } from "zod";
import { careersFiles } from "./careers";
import { contactFiles } from "./contact";
import { formsFiles } from "./forms";
import { homeFiles } from "./home";
import { layoutFiles } from "./layout";
import { manufacturingFiles } from "./manufacturing";
import { pagesFiles } from "./pages";
import { productFiles } from "./product";
import { servicesFiles } from "./services";
import { siteFiles } from "./site";

/**
 * Every content file and its schema, keyed by its path under `content/` without `.yml`
 * (`"home/hero"` is `content/home/hero.yml`). The build refuses a file without a schema here and a
 * schema without its file; `content-modules.d.ts` gives each file's import its type.
 */
export const contentFiles = {
  ...siteFiles,
  ...layoutFiles,
  ...formsFiles,
  ...pagesFiles,
  ...homeFiles,
  ...servicesFiles,
  ...productFiles,
  ...manufacturingFiles,
  ...careersFiles,
  ...contactFiles,
} satisfies Record<string, z.ZodType>;

export type ContentKey = keyof typeof contentFiles;

/** What a page receives from `content/<key>.yml`: the schema's output (pictures resolved). */
export type Content<K extends ContentKey> = z.output<(typeof contentFiles)[K]>;
