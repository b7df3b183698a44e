import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearDraft, type DraftStorage, readDraft, writeDraft } from "./drafts";
import { FIELD_LIMITS } from "./validation";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } satisfies DraftStorage & { items: Map<string, string> };
}

const failing: DraftStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

const FIELDS = ["name", "email", "interest"] as const;

describe("drafts", () => {
  it("round-trips the text fields of one form", () => {
    const storage = memoryStorage();
    writeDraft(storage, "contact", { name: "Asha 🙂", email: "", interest: "<b>bold</b>\nline" });
    expect(readDraft(storage, "contact", FIELDS)).toEqual({
      name: "Asha 🙂",
      interest: "<b>bold</b>\nline",
    });
    expect(readDraft(storage, "careers", FIELDS)).toBeUndefined();
  });

  it("forgets the draft when every field is emptied, and on clear", () => {
    const storage = memoryStorage();
    writeDraft(storage, "contact", { name: "Asha" });
    writeDraft(storage, "contact", { name: "", email: "" });
    expect(storage.items.size).toBe(0);
    writeDraft(storage, "contact", { name: "Asha" });
    clearDraft(storage, "contact");
    expect(readDraft(storage, "contact", FIELDS)).toBeUndefined();
  });

  it("ignores unknown fields and wrong types, and gives over-long text back whole", () => {
    const saved = JSON.stringify({
      name: 42,
      email: "a@b.co",
      resume: "cv.pdf",
      interest: "x".repeat(FIELD_LIMITS.interest + 50),
    });
    const draft = readDraft(memoryStorage({ "kf-draft:contact": saved }), "contact", FIELDS);
    // Cutting it here would lose text silently; the field says what to shorten instead.
    expect(draft).toEqual({ email: "a@b.co", interest: "x".repeat(FIELD_LIMITS.interest + 50) });
  });

  it("copes with missing, failing or corrupted storage", () => {
    expect(readDraft(undefined, "contact", FIELDS)).toBeUndefined();
    expect(readDraft(failing, "contact", FIELDS)).toBeUndefined();
    expect(() => writeDraft(failing, "contact", { name: "Asha" })).not.toThrow();
    expect(() => clearDraft(failing, "contact")).not.toThrow();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const storage = memoryStorage({ "kf-draft:contact": text });
        const draft = readDraft(storage, "contact", FIELDS);
        expect(draft === undefined || typeof draft === "object").toBe(true);
      }),
    );
  });
});
