import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import type { ContentKey, contentFiles } from "~/content/schema/registry";
import { fillSiteBlanksDeep } from "~/content/site-blanks";
import type { Locale } from "~/lib/locales";

/**
 * A content file as the owner wrote it (`readContent("home/hero")`, or in another language
 * `readContent("home/hero", "de")`), for browser tests that look for its words on the page, with
 * the company blanks filled as the build fills them. Pictures stay as written (`{src, alt}`):
 * tests check the alt text.
 */
export function readContent<K extends ContentKey>(
  key: K,
  locale: Locale = "en",
): z.input<(typeof contentFiles)[K]> {
  const data = read(key, locale);
  // As the build does: `{company}`, `{tagline}` and `{city}` filled from the language's site file.
  return key === "site" ? data : fillSiteBlanksDeep(data, read("site", locale));
}

function read(key: string, locale: Locale) {
  return parse(readFileSync(path.join(process.cwd(), "content", `${key}.yml`), "utf8"))[locale];
}
