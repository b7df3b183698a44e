import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import type { ContentKey, contentFiles } from "~/content/schema/registry";

/**
 * A content file as the owner wrote it (`readContent("home/hero")`), for browser tests that look
 * for its words on the page. Pictures stay as written (`{src, alt}`): tests check the alt text.
 */
export function readContent<K extends ContentKey>(key: K): z.input<(typeof contentFiles)[K]> {
  return parse(readFileSync(path.join(process.cwd(), "content", `${key}.yml`), "utf8"));
}
