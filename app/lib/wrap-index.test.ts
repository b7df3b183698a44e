import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("steps back from the first item to the last", () => {
    expect(wrapIndex(-1, 6)).toBe(5);
  });

  it("steps on from the last item to the first", () => {
    expect(wrapIndex(6, 6)).toBe(0);
  });

  it("leaves indexes inside the list alone", () => {
    expect([0, 1, 2, 3].map((i) => wrapIndex(i, 4))).toEqual([0, 1, 2, 3]);
  });

  it("answers 0 for an empty list instead of NaN", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("always lands inside the list, whatever the step", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 50 }),
        (i, n) => {
          const result = wrapIndex(i, n);
          return Number.isInteger(result) && result >= 0 && result < n && (result - i) % n === 0;
        },
      ),
    );
  });
});
