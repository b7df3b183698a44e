import { describe, expect, it } from "vitest";
import { photo } from "./photo";

describe("photo", () => {
  it("turns a `?responsive` import into a content picture with the file's size and sources", () => {
    const imported = {
      src: "/assets/floor-1600-0123456789.jpg",
      width: 2400,
      height: 1600,
      sources: [{ type: "image/avif" as const, srcset: "/assets/floor-480-0123456789.avif 480w" }],
    };
    expect(photo(imported, "The forging line at night shift")).toEqual({
      ...imported,
      alt: "The forging line at night shift",
    });
  });
});
