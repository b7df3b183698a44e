import type { z } from "zod";
import { careersFiles } from "./careers.ts";
import { contactFiles } from "./contact.ts";
import { formsFiles } from "./forms.ts";
import { glossaryFiles } from "./glossary.ts";
import { homeFiles } from "./home.ts";
import { layoutFiles } from "./layout.ts";
import { manufacturingFiles } from "./manufacturing.ts";
import { pagesFiles } from "./pages.ts";
import { productFiles } from "./product.ts";
import { quoteFiles } from "./quote.ts";
import { searchFiles } from "./search.ts";
import { servicesFiles } from "./services.ts";
import { siteFiles } from "./site.ts";

/**
 * Every content file and its schema, keyed by its path under `content/` without `.yml`
 * (`"home/hero"` is `content/home/hero.yml`). The build refuses a file without a schema here and a
 * schema without its file; `Content<K>` is what a loader hands a page for it.
 */
export const contentFiles = {
  ...siteFiles,
  ...layoutFiles,
  ...searchFiles,
  ...formsFiles,
  ...pagesFiles,
  ...homeFiles,
  ...servicesFiles,
  ...productFiles,
  ...quoteFiles,
  ...manufacturingFiles,
  ...careersFiles,
  ...contactFiles,
  ...glossaryFiles,
} satisfies Record<string, z.ZodType>;

export type ContentKey = keyof typeof contentFiles;

/** What a page receives from `content/<key>.yml`: the schema's output (pictures resolved). */
export type Content<K extends ContentKey> = z.output<(typeof contentFiles)[K]>;
