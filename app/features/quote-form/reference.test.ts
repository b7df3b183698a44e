import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteReference, REFERENCE_ALPHABET, referencePrefix } from "./reference";

describe("a quote request's reference", () => {
  it("reads like KF-2611-7Q4M: initials, year and month, four unambiguous characters", () => {
    const reference = quoteReference("Kaveri Forge", new Date(2026, 10, 3));
    expect(reference).toMatch(/^KF-2611-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
  });

  it("takes the initials from the company's name, with a fallback for other scripts", () => {
    expect(referencePrefix("Kaveri Forge Industries")).toBe("KFI");
    expect(referencePrefix("Ümit Örnek")).toBe("UO");
    expect(referencePrefix("カヴェリ")).toBe("RQ");
  });

  it("uses only the alphabet, and every letter of it, whatever bytes chance gives (property)", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        let calls = 0;
        const code = quoteReference("Kaveri Forge", new Date(2026, 0, 1), (target) => {
          // The given bytes first, then bytes under the cut, so the loop always ends.
          target.set(calls++ === 0 ? bytes : target.map((_, n) => n));
          return target;
        }).slice(-4);
        for (const char of code) {
          expect(REFERENCE_ALPHABET).toContain(char);
          seen.add(char);
        }
      }),
      { numRuns: 500 },
    );
    expect(seen.size).toBe(REFERENCE_ALPHABET.length);
  });

  it("differs between requests", () => {
    const references = new Set(Array.from({ length: 200 }, () => quoteReference("Kaveri Forge")));
    expect(references.size).toBeGreaterThan(195);
  });
});
