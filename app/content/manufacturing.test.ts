import { describe, expect, it } from "vitest";
import { contentOf } from "~/content/content-stub";

const partner = contentOf("manufacturing/innovation-partner");
const precision = contentOf("manufacturing/precision");
const processes = contentOf("manufacturing/processes");
const toolRoom = contentOf("manufacturing/tool-room");
const machinery = contentOf("services/machinery");

/** The values that occur more than once. */
const repeated = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

// The schema checks each field and that ids are unique; these are the rules it cannot see.
describe("manufacturing content", () => {
  it("shows machines from the services page's machinery list, each once", () => {
    const known = machinery.items.map((machine) => machine.id);
    for (const id of precision.machines)
      expect(known, `precision.yml names "${id}", not in services/machinery.yml`).toContain(id);
    expect(repeated(precision.machines), "precision.yml: machines").toEqual([]);
  });

  it("repeats no paragraph within a section: each one is its own key on the page", () => {
    expect(repeated(partner.paragraphs), "innovation-partner.yml").toEqual([]);
    expect(repeated(toolRoom.paragraphs), "tool-room.yml").toEqual([]);
    for (const block of processes.items)
      expect(repeated(block.paragraphs), `processes.yml: ${block.id}`).toEqual([]);
  });
});
