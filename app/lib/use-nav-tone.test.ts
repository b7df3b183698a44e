import { describe, expect, it } from "vitest";
import { NAV_BOTTOM_THRESHOLD_PX, NAV_SCROLL_THRESHOLD_PX, navTone } from "./use-nav-tone";

describe("navTone", () => {
  const viewport = 800;
  const page = 5000;

  it("is clear at the very top, even on a page shorter than the window", () => {
    expect(navTone(0, viewport, page)).toBe("clear");
    expect(navTone(0, viewport, 600)).toBe("clear");
  });

  it("dims until the scroll threshold and turns solid past it", () => {
    expect(navTone(120, viewport, page)).toBe("dim");
    expect(navTone(NAV_SCROLL_THRESHOLD_PX, viewport, page)).toBe("dim");
    expect(navTone(NAV_SCROLL_THRESHOLD_PX + 1, viewport, page)).toBe("solid");
  });

  it("changes again within the bottom threshold", () => {
    const bottom = page - viewport;
    expect(navTone(bottom - NAV_BOTTOM_THRESHOLD_PX - 1, viewport, page)).toBe("solid");
    expect(navTone(bottom - NAV_BOTTOM_THRESHOLD_PX, viewport, page)).toBe("bottom");
    expect(navTone(bottom, viewport, page)).toBe("bottom");
  });
});
