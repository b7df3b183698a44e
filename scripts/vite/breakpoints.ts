import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The file that names every breakpoint (`@custom-media --wide (width > 1024px);`). */
export const MEDIA_FILE = "app/styles/media.css";

/** Each `@custom-media` of a stylesheet, by name (`--wide`). */
export function customMedia(css: string): Map<string, string> {
  const rules = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .matchAll(/@custom-media\s+(--[\w-]+)\s+([^;]+);/g);
  return new Map([...rules].map(([, name = "", query = ""]) => [name, query.trim()]));
}

/**
 * One definition of the breakpoints for styles and scripts: Lightning CSS resolves the names in
 * every stylesheet, and scripts get `--wide` as `__WIDE_QUERY__` (app/lib/breakpoints.ts).
 */
export function breakpoints(): Plugin {
  return {
    name: "breakpoints",
    config(config) {
      const file = path.resolve(config.root ?? process.cwd(), MEDIA_FILE);
      const wide = customMedia(readFileSync(file, "utf8")).get("--wide");
      if (!wide) throw new Error(`${MEDIA_FILE}: no @custom-media --wide`);
      return {
        css: { transformer: "lightningcss", lightningcss: { drafts: { customMedia: true } } },
        define: { __WIDE_QUERY__: JSON.stringify(wide) },
      };
    },
  };
}
