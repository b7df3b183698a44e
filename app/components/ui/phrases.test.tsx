// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { longestEm, Phrases, splitPhrases } from "./phrases";

describe("splitPhrases", () => {
  it.each([
    ["真空二重構造ステンレスボトル", ["真空二重構造", "ステンレスボトル"]],
    ["品質で選ばれるサプライヤー", ["品質で", "選ばれる", "サプライヤー"]],
    ["数十年にわたる専門性", ["数十年にわたる", "専門性"]],
    ["貴社のグローバル製造パートナー", ["貴社の", "グローバル", "製造", "パートナー"]],
    [
      "プラスチックボトル・ガラス製リフィルジャグ",
      ["プラスチックボトル・", "ガラス製", "リフィルジャグ"],
    ],
    ["SUS304ステンレス", ["SUS304", "ステンレス"]],
    ["ドリンクウェアのその他の製品", ["ドリンクウェアの", "その他の", "製品"]],
  ])("keeps the words of %s together", (text, phrases) => {
    expect(splitPhrases(text)).toEqual(phrases);
  });

  it("leaves text without Japanese as one piece", () => {
    expect(splitPhrases("Doppelwandige Vakuumflaschen")).toEqual(["Doppelwandige Vakuumflaschen"]);
    expect(splitPhrases("زجاجات حافظة للحرارة")).toEqual(["زجاجات حافظة للحرارة"]);
  });

  it("loses no character", () => {
    const text = "約530mL〜1.9L（18〜64オンス）の真空断熱ボトル";
    expect(splitPhrases(text).join("")).toBe(text);
  });
});

describe("Phrases", () => {
  afterEach(cleanup);

  it("puts a break opportunity between phrases and reads as the same text", () => {
    const { container } = render(
      <h3>
        <Phrases>品質で選ばれるサプライヤー</Phrases>
      </h3>,
    );
    expect(container.querySelectorAll("wbr")).toHaveLength(2);
    expect(container.textContent).toBe("品質で選ばれるサプライヤー");
  });

  it("keeps other text whole and says how wide its longest word is", () => {
    const { container } = render(
      <h3>
        <Phrases>Stainless steel</Phrases>
      </h3>,
    );
    const fit = container.querySelector<HTMLElement>("h3 > span");
    expect(fit?.textContent).toBe("Stainless steel");
    expect(container.querySelector("wbr")).toBeNull();
    expect(fit?.dataset.longest).toBe(String(longestEm(["Stainless steel"])));
  });
});

describe("longestEm", () => {
  it("measures the longest word, not the whole text", () => {
    expect(longestEm(["Pulverbeschichtungslinie"])).toBeGreaterThan(
      longestEm(["Gemeinschaften stärken durch verantwortungsvolle Fertigung"]),
    );
    expect(longestEm(["a bb"])).toBe(longestEm(["bb"]));
    expect(longestEm(["30\u00a0cm"])).toBe(longestEm(["30xcm"]));
  });

  it("counts a full-width character as 1em, a letter as less", () => {
    expect(longestEm(["ステンレスボトル"])).toBe(8);
    expect(longestEm(["Vakuumflaschen"])).toBeLessThan(14);
    expect(longestEm(["Vakuumflaschen"])).toBeGreaterThan(7);
  });

  it("takes the longest phrase of Japanese text", () => {
    expect(longestEm(splitPhrases("真空二重構造ステンレスボトル"))).toBe(8);
  });
});
