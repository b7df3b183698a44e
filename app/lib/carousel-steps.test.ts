// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { cardStep, productCarouselStep, scrollEdges } from "./carousel-steps";

describe("productCarouselStep", () => {
  it.each([
    [1920, 1150],
    [1024, 1150],
    [1023, 700],
    [768, 700],
    [767, 320],
    [320, 320],
  ])("at %i px wide moves %i px", (width, step) => {
    expect(productCarouselStep(width)).toBe(step);
  });
});

describe("cardStep", () => {
  it("is the first card's width plus 30 px", () => {
    const track = document.createElement("ul");
    const card = document.createElement("li");
    card.getBoundingClientRect = () => ({ width: 340 }) as DOMRect;
    track.append(card);
    expect(cardStep(track)).toBe(370);
  });

  it("is just the gap for an empty track", () => {
    expect(cardStep(document.createElement("ul"))).toBe(30);
  });
});

describe("scrollEdges", () => {
  it("disables Previous at the start and Next at the end", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      canPrev: false,
      canNext: true,
    });
    expect(scrollEdges({ scrollLeft: 600, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      canPrev: true,
      canNext: false,
    });
  });

  it("disables both when everything fits", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({
      canPrev: false,
      canNext: false,
    });
  });

  it("treats sub-pixel leftovers as the end", () => {
    expect(scrollEdges({ scrollLeft: 599.5, scrollWidth: 1000, clientWidth: 400 }).canNext).toBe(
      false,
    );
  });
});
