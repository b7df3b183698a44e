import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PIN_QUERY, WIDE_QUERY } from "./breakpoints";

/** The sections that pin: their stylesheets must change layout where the script pins. */
const PINNED = [
  "../sections/home/our-process.module.css",
  "../sections/services/machinery.module.css",
];

const wide = Number(/\d+/.exec(WIDE_QUERY)?.[0]);

describe.each(PINNED)("%s", (file) => {
  const queries = [
    ...readFileSync(new URL(file, import.meta.url), "utf8").matchAll(/@media ([^{]+) \{/g),
  ].map(([, query]) => query ?? "");

  it("sticks the section where the script moves its row", () => {
    expect(queries.some((query) => query.endsWith(PIN_QUERY))).toBe(true);
  });

  it("changes layout at the same width, not a pixel either side", () => {
    const widths = queries.flatMap((query) => query.match(/\((min|max)-width: \d+px\)/g) ?? []);
    const nearby = widths.filter((width) => Math.abs(Number(/\d+/.exec(width)?.[0]) - wide) < 100);
    expect(nearby.length).toBeGreaterThan(0);
    for (const width of nearby) {
      expect([WIDE_QUERY, `(max-width: ${wide - 1}px)`]).toContain(width);
    }
  });
});
