import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it("joins the names that are set and skips the rest", () => {
    expect(cx("a", undefined, false, null, "", "b")).toBe("a b");
  });

  it("answers an empty string when no name is set", () => {
    expect(cx(undefined, false)).toBe("");
  });
});
