import { describe, expect, it } from "vitest";
import { HERO_VIDEO } from "./hero-video";

describe("hero video", () => {
  it("offers a poster and playable sources for the hero loop", () => {
    expect(HERO_VIDEO.poster.src).toMatch(/\.(svg|jpe?g|png|webp|avif)$/);
    expect(HERO_VIDEO.sources.length).toBeGreaterThan(0);
    for (const source of HERO_VIDEO.sources) expect(source.type).toMatch(/^video\//);
  });
});
