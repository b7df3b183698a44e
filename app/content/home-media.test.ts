import { describe, expect, it } from "vitest";
import { createMediaLookup, homeImage, homeMedia } from "./home-media";
import type { ResponsiveImage } from "./types";

const base = "../assets/illustrations/home/";
const drawings = {
  [`${base}range-toys.svg`]: "/assets/range-toys-a1.svg",
  [`${base}range-cookware.svg`]: "/assets/range-cookware-b2.svg",
};
const photo: ResponsiveImage = {
  src: "/assets/range-toys-1600-0123456789.jpg",
  width: 3000,
  height: 2000,
  sources: [
    { type: "image/avif", srcset: "/assets/range-toys-480-0123456789.avif 480w" },
    { type: "image/webp", srcset: "/assets/range-toys-480-0123456789.webp 480w" },
  ],
};
const drawn = { alt: "A toy truck and building blocks", width: 640, height: 480 };

describe("home pictures with an owner's photo dropped in", () => {
  const media = createMediaLookup(base, drawings, { [`${base}range-toys.jpg`]: photo }, true);

  it("puts the photo in place of the drawing, with the photo's own size and sources", () => {
    expect(media.image("range-toys", drawn)).toEqual({ ...photo, alt: drawn.alt });
    expect(media.url("range-toys")).toBe(photo.src);
  });

  it("keeps the drawing, with the size the content gives, where there is no photo", () => {
    expect(media.image("range-cookware", drawn)).toEqual({
      src: "/assets/range-cookware-b2.svg",
      ...drawn,
    });
  });

  it("stops the build on a picture that does not exist", () => {
    expect(() => media.image("range-spaceships", drawn)).toThrow(/range-spaceships/);
  });
});

describe("the home pictures under Vite", () => {
  it("stop the build when content names a picture that is not in the folder", () => {
    expect(() => homeMedia("range-spaceships")).toThrow(/range-spaceships/);
    expect(() => homeImage("range-spaceships", drawn)).toThrow(/range-spaceships/);
  });
});
