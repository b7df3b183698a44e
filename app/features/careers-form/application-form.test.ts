// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { buildApplicationData, RESUME_FIELD } from "./application-form";

const values = {
  name: "Asha Raman",
  email: "asha@example.com",
  contact: "+91 98765 43210",
  interest: "Line one\nLine two <script>alert(1)</script>",
};

describe("buildApplicationData", () => {
  it("posts exactly the given fields, line breaks and markup kept as text", () => {
    expect(Object.fromEntries(buildApplicationData(values, undefined))).toEqual(values);
  });

  it("has no file part when no résumé was accepted", () => {
    expect(buildApplicationData(values, undefined).has(RESUME_FIELD)).toBe(false);
  });

  it("attaches the accepted résumé under its own name", () => {
    const resume = new File(["%PDF-1.4"], "Asha résumé.pdf", { type: "application/pdf" });
    const attached = buildApplicationData(values, resume).get(RESUME_FIELD);
    expect(attached).toBeInstanceOf(File);
    expect((attached as File).name).toBe("Asha résumé.pdf");
    expect((attached as File).size).toBe(resume.size);
  });
});
