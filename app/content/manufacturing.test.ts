import { describe, expect, it } from "vitest";
import {
  manufacturingCapabilities,
  manufacturingExpertise,
  manufacturingInfrastructure,
  manufacturingPartner,
  manufacturingPrecision,
  manufacturingProcesses,
  manufacturingToolRoom,
} from "./manufacturing";

describe("manufacturing content", () => {
  it("has three expertise cards with the company's headline figures", () => {
    expect(manufacturingExpertise.cards.map((card) => card.value)).toEqual(["50+", "240", "100%"]);
  });

  it("states the machinery facts and the tool room's three themes", () => {
    const partner = manufacturingPartner.paragraphs.join(" ");
    for (const fact of ["80 to 250 tons", "4500 tonne forging press", "in-house tool room"])
      expect(partner).toContain(fact);
    const toolRoom = manufacturingToolRoom.paragraphs.join(" ");
    for (const theme of ["in-house tool room", "modern machinery", "design"])
      expect(toolRoom).toContain(theme);
    expect(manufacturingPrecision.machines).toHaveLength(4);
  });

  it("gives the floor area, zero discharge and the capacity claims exactly", () => {
    const infrastructure = JSON.stringify(manufacturingInfrastructure);
    for (const claim of ["300,000 sq. ft.", "zero-discharge", "4.5 million", "12 million"])
      expect(infrastructure).toContain(claim);
    expect(manufacturingInfrastructure.capacities.map((c) => [c.value, c.scale])).toEqual([
      ["4.5 million", "Scalable to 12 million"],
      ["3 million", "Bottles and jugs from 100 ml to 20 litres"],
      ["9 million", "Scalable to 45 million"],
    ]);
  });

  it("names the four capabilities and three alternating process blocks", () => {
    expect(manufacturingCapabilities.items.map((item) => item.heading)).toEqual([
      "End-to-end manufacturing",
      "Precision",
      "Integrity",
      "Sustainability",
    ]);
    expect(manufacturingProcesses.blocks).toHaveLength(3);
  });
});
