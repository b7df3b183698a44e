import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

  it("is the only place a width is typed: stylesheets and sizes name a breakpoint", () => {
    const app = path.resolve(import.meta.dirname, "../../app");
    const typed = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(css|tsx)$/.test(file) && !/\.test\.tsx$/.test(file))
      .map((file) => path.join(app, file))
      .filter((file) => file !== path.resolve(MEDIA_FILE))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, where: `${path.relative(app, file)}:${index + 1}` }))
          // Viewport widths only: a container query's width is the component's own.
          .filter(({ line }) => /@media|sizes/.test(line))
          .filter(({ line }) => /\((?:min-|max-)?width\s*[:<>=]+\s*\d+(?:px|em|rem)/.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(typed, "write @media (--wide) or a name from app/styles/media.css").toEqual([]);
  });
});
