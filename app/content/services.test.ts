import { describe, expect, it } from "vitest";
import { machines } from "./machinery";
import {
  servicesCertifications,
  servicesCommunity,
  servicesSolutions,
  servicesSupplyChain,
  servicesSustainability,
} from "./services";

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("services content", () => {
  it("offers four OEM/ODM cards and four community cards, each with a picture", () => {
    for (const cards of [servicesSolutions.cards, servicesCommunity.cards]) {
      expect(cards).toHaveLength(4);
      expect(unique(cards.map((card) => card.id))).toBe(true);
      for (const card of cards) {
        expect(card.description.length, card.id).toBeGreaterThan(40);
        expect(card.image.width * card.image.height, card.id).toBeGreaterThan(0);
      }
    }
  });

  it("lists eight machines consistent with the machinery claims", () => {
    expect(machines).toHaveLength(8);
    expect(unique(machines.map((machine) => machine.id))).toBe(true);
    const text = machines.map((m) => `${m.title} ${m.description}`).join(" ");
    expect(text).toContain("80 to 250 tons");
    expect(text).toContain("4500 Tonne Forging Press");
    expect(text).toContain("In-House Tool Room");
  });

  it("names exactly the four certifications of the specification", () => {
    expect(servicesCertifications.items.map((item) => item.name)).toEqual([
      "Amfori BSCI",
      "ISO",
      "SCAN",
      "SMETA Pillar 4",
    ]);
  });

  it("covers logistics, production and market reach with the specification's terms", () => {
    const blocks = servicesSupplyChain.blocks;
    expect(blocks.map((block) => block.category)).toEqual([
      "Logistics",
      "Production",
      "Market Reach",
    ]);
    expect(blocks[0]?.points.map((p) => p.heading)).toEqual(["Ex-Works", "Free on Board"]);
    expect(blocks[1]?.points.map((p) => p.heading)).toEqual(["Made-To-Order", "Made-To-Stock"]);
    expect(JSON.stringify(blocks[2])).toContain("all global regions");
  });

  it("keeps the #empowering anchor and zero discharge in the sustainability list", () => {
    expect(servicesCommunity.anchor).toBe("empowering");
    expect(servicesCommunity.text).toContain("60%");
    expect(servicesSustainability.items.map((item) => item.heading)).toContain(
      "Zero-discharge operation",
    );
  });
});
