import { describe, expect, it } from "vitest";
import { excerptParts, toHit } from "./product-search";

describe("the search's results", () => {
  it("split Pagefind's excerpt into text and matches, unescaped, so none is set as HTML", () => {
    expect(excerptParts("Vacuum <mark>tumblers</mark> in PS &amp; SAN, &lt;b&gt; kept")).toEqual([
      { text: "Vacuum ", isMatch: false },
      { text: "tumblers", isMatch: true },
      { text: " in PS & SAN, <b> kept", isMatch: false },
    ]);
    expect(excerptParts("<mark>真空</mark>断熱<mark>タンブラー</mark>")).toEqual([
      { text: "真空", isMatch: true },
      { text: "断熱", isMatch: false },
      { text: "タンブラー", isMatch: true },
    ]);
  });

  it("link to the page's address as the site writes it, in the page's language", () => {
    const hit = toHit({
      url: "/ar/product/drinkware/tumblers/",
      excerpt: "أكواب",
      meta: { title: "أكواب حافظة للحرارة", image: "/assets/a1.svg" },
    });
    expect(hit).toEqual({
      url: "/ar/product/drinkware/tumblers",
      title: "أكواب حافظة للحرارة",
      excerpt: [{ text: "أكواب", isMatch: false }],
      image: "/assets/a1.svg",
    });
  });
});
