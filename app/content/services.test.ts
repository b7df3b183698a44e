import { describe, expect, it } from "vitest";
import { contentOf } from "~/content/content-stub";

const community = contentOf("services/community");
const quality = contentOf("services/quality-control");
const intro = contentOf("services/services-intro");
const supplyChain = contentOf("services/supply-chain");

/** The values that occur more than once. */
const repeated = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

// The schema checks each field and that ids are unique; these are the rules it cannot see.
describe("services content", () => {
  it("repeats no paragraph, checkpoint or term within a list: each one is its own key on the page", () => {
    expect(repeated(intro.paragraphs), "services-intro.yml: paragraphs").toEqual([]);
    expect(repeated(quality.items), "quality-control.yml: items").toEqual([]);
    for (const block of supplyChain.items)
      expect(
        repeated(block.items.map((point) => point.heading)),
        `supply-chain.yml: ${block.id}: items`,
      ).toEqual([]);
  });

  it("gives the community section an anchor that no other section's heading id takes", () => {
    const headingIds = [
      "services-intro",
      "solutions",
      "machinery",
      "certifications",
      "quality",
      "supply-chain",
      "sustainability",
      "inquiry-band",
    ];
    expect(headingIds).not.toContain(community.id);
  });
});
