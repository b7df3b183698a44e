import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formMessages } from "~/content/forms";
import { checkResume, formatBytes, RESUME_ACCEPT, RESUME_MAX_BYTES } from "./resume-checks";

const PDF = "application/pdf";
const DOC = "application/msword";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("checkResume", () => {
  it.each([
    ["cv.pdf", PDF],
    ["CV.PDF", PDF],
    ["résumé final.doc", DOC],
    ["Lebenslauf.docx", DOCX],
    ["cv.docx", ""],
    ["cv.doc", "application/octet-stream"],
    ["cv.pdf", "Application/PDF"],
  ])("accepts %s sent as %j", (name, type) => {
    expect(checkResume({ name, type, size: 120_000 })).toBeUndefined();
  });

  it.each([
    ["photo.png", "image/png"],
    ["cv.txt", "text/plain"],
    ["cv.pdf", "image/png"],
    ["cv.docx", "application/x-msdownload"],
    ["cv.pdf.exe", PDF],
    ["cv", PDF],
    [".pdf", PDF],
    ["cv.pages", ""],
  ])("refuses %s sent as %j with the specification's message", (name, type) => {
    expect(checkResume({ name, type, size: 120_000 })).toBe(
      "Please upload a valid PDF or Word document.",
    );
  });

  it("refuses an empty file with its own message", () => {
    expect(checkResume({ name: "cv.pdf", type: PDF, size: 0 })).toBe(formMessages.resumeEmpty);
  });

  it("accepts the limit exactly and refuses one byte more, naming the limit", () => {
    expect(checkResume({ name: "cv.pdf", type: PDF, size: RESUME_MAX_BYTES })).toBeUndefined();
    expect(checkResume({ name: "cv.pdf", type: PDF, size: RESUME_MAX_BYTES + 1 })).toBe(
      "The résumé must be 2 MB or smaller.",
    );
  });

  it("takes another limit when one is given", () => {
    expect(checkResume({ name: "cv.pdf", type: PDF, size: 600_000 }, 512 * 1024)).toBe(
      "The résumé must be 512 KB or smaller.",
    );
  });

  it("never throws and accepts only document names of a sane size", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string(),
        fc.integer({ min: -1, max: 10 * RESUME_MAX_BYTES }),
        (name, type, size) => {
          if (checkResume({ name, type, size }) !== undefined) return;
          expect(name.toLowerCase()).toMatch(/\.(pdf|docx?)$/);
          expect(size).toBeGreaterThan(0);
          expect(size).toBeLessThanOrEqual(RESUME_MAX_BYTES);
        },
      ),
    );
  });
});

describe("RESUME_ACCEPT and formatBytes", () => {
  it("lists the three extensions and their MIME types for the file picker", () => {
    expect(RESUME_ACCEPT.split(",")).toEqual([".pdf", ".doc", ".docx", PDF, DOC, DOCX]);
  });

  it.each([
    [2 * 1024 * 1024, "2 MB"],
    [1.5 * 1024 * 1024, "1.5 MB"],
    [512 * 1024, "512 KB"],
    [1, "1 byte"],
    [740, "740 bytes"],
  ])("formats %i bytes as %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
