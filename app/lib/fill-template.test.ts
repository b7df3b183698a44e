import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("puts each value where its blank stands, as often as it stands", () => {
    expect(fillTemplate("{a} and {b}, {a}", { a: "x", b: "y" })).toBe("x and y, x");
  });

  it("leaves a blank it has no value for as it is", () => {
    expect(fillTemplate("Go to {category}", {})).toBe("Go to {category}");
  });
});
