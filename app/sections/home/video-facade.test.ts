import { describe, expect, it } from "vitest";
import { embedUrl } from "./video-facade";

describe("embedUrl", () => {
  it("plays the video through the privacy-enhanced player, on demand", () => {
    expect(embedUrl("abc-123_X")).toBe(
      "https://www.youtube-nocookie.com/embed/abc-123_X?autoplay=1&rel=0",
    );
  });
});
