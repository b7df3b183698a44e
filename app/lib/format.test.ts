import { describe, expect, it } from "vitest";
import { twoDigits } from "./format";

describe("twoDigits", () => {
  it("pads single digits with a zero and leaves longer numbers alone", () => {
    expect([1, 9, 10, 123].map(twoDigits)).toEqual(["01", "09", "10", "123"]);
  });
});
