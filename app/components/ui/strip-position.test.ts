import { describe, expect, it } from "vitest";
import { shownSlides, stripPosition } from "./strip-position";

/** Slides 300 px wide with 30 px between them, the first starting at `start`. */
const slides = (count: number, start = 0) =>
  Array.from({ length: count }, (_, i) => ({
    left: start + i * 330,
    right: start + i * 330 + 300,
  }));

describe("shownSlides", () => {
  it("counts the slides at least 60% inside the track", () => {
    expect(shownSlides(slides(6), { left: 0, right: 1000 })).toEqual({ first: 1, last: 3 });
    // Moved on by one slide: the first is out, the fourth is about half in, then 100% in.
    expect(shownSlides(slides(6, -330), { left: 0, right: 820 })).toEqual({ first: 2, last: 3 });
    expect(shownSlides(slides(6, -330), { left: 0, right: 1000 })).toEqual({ first: 2, last: 4 });
  });

  it("falls back to the slide overlapping most when each is wider than the track", () => {
    const wide = [
      { left: -700, right: 300 },
      { left: 330, right: 1330 },
    ];
    expect(shownSlides(wide, { left: 0, right: 375 })).toEqual({ first: 1, last: 1 });
  });
});

describe("stripPosition", () => {
  it("names one slide or a range, out of the count", () => {
    expect(stripPosition("Six key highlights", { first: 2, last: 2 }, 6)).toBe(
      "Six key highlights: 2 of 6",
    );
    expect(stripPosition("Toys products", { first: 2, last: 4 }, 6)).toBe(
      "Toys products: 2 to 4 of 6",
    );
  });
});
