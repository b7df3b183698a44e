import { describe, expect, it } from "vitest";
import { fillBlanks } from "./fill-blanks";

describe("fillBlanks", () => {
  it("puts each value where its blank stands, as often as it stands", () => {
    expect(fillBlanks("{a} and {b}, {a}", { a: "x", b: "y" })).toBe("x and y, x");
  });

  it("leaves a blank it has no value for as it is", () => {
    expect(fillBlanks("Go to {category}", {})).toBe("Go to {category}");
  });
});
