// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { buildApplicationForm } from "./application-form";

describe("buildApplicationForm", () => {
  it("posts exactly the given fields, line breaks and markup kept as text", () => {
    const values = {
      name: "Asha Raman",
      email: "asha@example.com",
      contact: "+91 98765 43210",
      interest: "Line one\nLine two <script>alert(1)</script>",
    };
    const form = buildApplicationForm(values, undefined);
    expect(Object.fromEntries(new FormData(form))).toEqual(values);
    expect(form.isConnected).toBe(false);
  });

  it("has no file field when no résumé was accepted", () => {
    const form = buildApplicationForm({ name: "Asha" }, undefined);
    expect(form.querySelector("input[type=file]")).toBeNull();
  });
});
