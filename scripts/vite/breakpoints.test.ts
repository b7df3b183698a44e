import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WIDE_QUERY } from "../../app/lib/breakpoints.ts";
import { customMedia, MEDIA_FILE } from "./breakpoints.ts";

describe("breakpoints", () => {
  it("reads each @custom-media by name, skipping comments", () => {
    const css = "/* @custom-media --old (width > 1px); */\n@custom-media --wide (width > 1024px);";
    expect([...customMedia(css)]).toEqual([["--wide", "(width > 1024px)"]]);
  });

  it("gives scripts the stylesheets' own --wide", () => {
    expect(WIDE_QUERY).toBe(customMedia(readFileSync(MEDIA_FILE, "utf8")).get("--wide"));
  });
});
