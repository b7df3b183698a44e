// @vitest-environment jsdom
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readDraft, writeDraft } from "./drafts";
import { FIELD_LIMITS } from "./validation";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Storage that refuses every call, as in a sandboxed frame or a full quota. */
function failingStorage() {
  for (const method of ["getItem", "setItem", "removeItem"] as const)
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
}

const FIELDS = ["name", "email", "interest"] as const;

describe("drafts", () => {
  it("round-trips the text fields of one form", () => {
    writeDraft("contact", { name: "Asha 🙂", email: "", interest: "<b>bold</b>\nline" });
    expect(readDraft("contact", FIELDS)).toEqual({
      name: "Asha 🙂",
      interest: "<b>bold</b>\nline",
    });
    expect(readDraft("careers", FIELDS)).toBeUndefined();
  });

  it("forgets the draft when every field is emptied", () => {
    writeDraft("contact", { name: "Asha" });
    writeDraft("contact", { name: "", email: "" });
    expect(sessionStorage.length).toBe(0);
    expect(readDraft("contact", FIELDS)).toBeUndefined();
  });

  it("ignores unknown fields and wrong types, and gives over-long text back whole", () => {
    const saved = JSON.stringify({
      name: 42,
      email: "a@b.co",
      resume: "cv.pdf",
      interest: "x".repeat(FIELD_LIMITS.interest + 50),
    });
    sessionStorage.setItem("kf-draft:contact", saved);
    const draft = readDraft("contact", FIELDS);
    // Cutting it here would lose text silently; the field says what to shorten instead.
    expect(draft).toEqual({ email: "a@b.co", interest: "x".repeat(FIELD_LIMITS.interest + 50) });
  });

  it("copes with corrupted storage", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        sessionStorage.setItem("kf-draft:contact", text);
        const draft = readDraft("contact", FIELDS);
        expect(draft === undefined || typeof draft === "object").toBe(true);
      }),
    );
  });

  it("copes with failing or forbidden storage", () => {
    failingStorage();
    expect(readDraft("contact", FIELDS)).toBeUndefined();
    expect(() => writeDraft("contact", { name: "Asha" })).not.toThrow();
    expect(() => writeDraft("contact", {})).not.toThrow();
    vi.restoreAllMocks();
    // No storage at all (`sessionStorage` itself throws where the browser forbids it).
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readDraft("contact", FIELDS)).toBeUndefined();
    expect(() => writeDraft("contact", { name: "Asha" })).not.toThrow();
  });
});
