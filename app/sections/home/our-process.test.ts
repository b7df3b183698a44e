// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import ourProcess from "~content/home/our-process.yml";
import { PROCESS_GAP_PX, processTravel } from "./our-process";
import { embedUrl } from "./video-facade";

function trackWithFirstCard(width: number): HTMLElement {
  const track = document.createElement("div");
  const card = document.createElement("div");
  card.getBoundingClientRect = () => ({ width }) as DOMRect;
  track.append(card);
  return track;
}

describe("processTravel", () => {
  it("is (first card width + 400 px) times (steps - 1)", () => {
    expect(PROCESS_GAP_PX).toBe(400);
    expect(processTravel(trackWithFirstCard(416), 6)).toBe((416 + 400) * 5);
  });

  it("uses the home steps by default", () => {
    expect(processTravel(trackWithFirstCard(300))).toBe(700 * (ourProcess.items.length - 1));
  });
});

describe("embedUrl", () => {
  it("plays the video through the privacy-enhanced player, on demand", () => {
    expect(embedUrl("abc-123_X")).toBe(
      "https://www.youtube-nocookie.com/embed/abc-123_X?autoplay=1&rel=0",
    );
  });
});
