import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentOf } from "~/content/content-stub";
import { formMessagesOf } from "~/features/forms/form-words";
import { formatBytes } from "~/lib/format";
import {
  checkResume,
  checkResumeContent,
  hasDocumentContent,
  RESUME_ACCEPT,
  zipEntryNames,
} from "./resume-checks";
import { RESUME_MAX_BYTES } from "./resume-limit";

const shared = contentOf("forms/shared");

const formMessages = formMessagesOf(shared);

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
    expect(checkResume({ name, type, size: 120_000 }, formMessages)).toBeUndefined();
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
    expect(checkResume({ name, type, size: 120_000 }, formMessages)).toBe(
      "Please upload a valid PDF or Word document.",
    );
  });

  it("refuses an empty file with its own message", () => {
    expect(checkResume({ name: "cv.pdf", type: PDF, size: 0 }, formMessages)).toBe(
      formMessages.resumeEmpty,
    );
  });

  it("accepts the limit exactly and refuses one byte more, naming the limit", () => {
    expect(
      checkResume({ name: "cv.pdf", type: PDF, size: RESUME_MAX_BYTES }, formMessages),
    ).toBeUndefined();
    expect(
      checkResume({ name: "cv.pdf", type: PDF, size: RESUME_MAX_BYTES + 1 }, formMessages),
    ).toBe("The résumé must be 2 MB or smaller.");
  });

  it("never throws and accepts only document names of a sane size", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string(),
        fc.integer({ min: -1, max: 10 * RESUME_MAX_BYTES }),
        (name, type, size) => {
          if (checkResume({ name, type, size }, formMessages) !== undefined) return;
          expect(name.toLowerCase()).toMatch(/\.(pdf|docx?)$/);
          expect(size).toBeGreaterThan(0);
          expect(size).toBeLessThanOrEqual(RESUME_MAX_BYTES);
        },
      ),
    );
  });
});

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];
const EXE = "MZ\x90\x00\x03\x00\x00\x00";
/** A real Word package, and a ZIP package of another kind (a spreadsheet's parts). */
const DOCX_FILE = new Uint8Array(readFileSync("tests/fixtures/resume.docx"));
const OTHER_ZIP = new Uint8Array(readFileSync("tests/fixtures/workbook.docx"));

describe("zipEntryNames", () => {
  it("lists a package's parts from its central directory", () => {
    expect(zipEntryNames(DOCX_FILE)).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
    ]);
  });

  it("answers undefined for bytes that are not a whole ZIP file", () => {
    expect(zipEntryNames(bytes(ZIP))).toBeUndefined();
    expect(zipEntryNames(DOCX_FILE.subarray(0, DOCX_FILE.length - 30))).toBeUndefined();
    expect(zipEntryNames(bytes(""))).toBeUndefined();
  });

  it("never throws on damaged files", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.nat(DOCX_FILE.length - 1), (junk, at) => {
        const damaged = DOCX_FILE.slice();
        damaged.set(junk.subarray(0, DOCX_FILE.length - at), at);
        const names = zipEntryNames(damaged);
        expect(names === undefined || Array.isArray(names)).toBe(true);
      }),
    );
  });
});

describe("hasDocumentContent", () => {
  it.each([
    ["cv.pdf", bytes("%PDF-1.7\n%âãÏÓ")],
    ["CV.PDF", bytes("%PDF-2.0")],
    ["cv.doc", bytes(OLE)],
    ["cv.docx", DOCX_FILE],
    // Word opens either container under either Word name (a .docx renamed to .doc, say).
    ["cv.doc", DOCX_FILE],
    ["cv.docx", bytes(OLE)],
  ])("accepts %s starting %o", (name, head) => {
    expect(hasDocumentContent(name, head)).toBe(true);
  });

  it.each([
    ["cv.pdf", bytes(EXE)],
    ["cv.pdf", bytes(ZIP)],
    // A signature anywhere but at the first byte does not count: a program with the text inside.
    ["cv.pdf", bytes("\xef\xbb\xbf", "%PDF-1.4")],
    ["cv.pdf", bytes(EXE, " ".repeat(120), "%PDF-1.4")],
    ["cv.doc", bytes(EXE, OLE)],
    ["cv.docx", bytes(EXE, [...DOCX_FILE])],
    ["cv.doc", bytes(EXE)],
    ["cv.docx", bytes("%PDF-1.4")],
    ["cv.docx", bytes("PK\x05\x06")],
    // A ZIP header alone, or a ZIP package that is not a Word document.
    ["cv.docx", bytes(ZIP)],
    ["cv.docx", OTHER_ZIP],
    ["cv.doc", bytes(OLE.slice(0, 4))],
    ["cv.pdf", bytes("")],
    ["cv.exe", bytes(EXE)],
  ])("refuses %s starting %o", (name, head) => {
    expect(hasDocumentContent(name, head)).toBe(false);
  });
});

describe("checkResumeContent", () => {
  it("refuses a program renamed cv.pdf with its own message", async () => {
    const file = new File([bytes(EXE)], "cv.pdf", { type: "application/pdf" });
    await expect(checkResumeContent(file, formMessages)).resolves.toBe(formMessages.resumeContent);
  });

  it("refuses a program with %PDF- at byte 128", async () => {
    const file = new File([bytes(EXE, "\x00".repeat(120), "%PDF-1.4\n")], "cv.pdf");
    await expect(checkResumeContent(file, formMessages)).resolves.toBe(formMessages.resumeContent);
  });

  it("accepts documents whose first bytes match their names", async () => {
    const pdf = new File([bytes("%PDF-1.4\n"), new Uint8Array(4096)], "cv.pdf");
    const docx = new File([DOCX_FILE], "cv.docx");
    await expect(checkResumeContent(pdf, formMessages)).resolves.toBeUndefined();
    await expect(checkResumeContent(docx, formMessages)).resolves.toBeUndefined();
  });

  it("refuses a file that can no longer be read", async () => {
    const file = new File(["%PDF-"], "cv.pdf");
    file.slice = () => {
      throw new DOMException("gone", "NotReadableError");
    };
    await expect(checkResumeContent(file, formMessages)).resolves.toBe(formMessages.resumeContent);
  });
});

describe("RESUME_ACCEPT and formatBytes", () => {
  it("lists the three extensions and their MIME types for the file picker", () => {
    expect(RESUME_ACCEPT.split(",")).toEqual([".pdf", ".doc", ".docx", PDF, DOC, DOCX]);
  });

  it.each([
    [2 * 1024 * 1024, "en", "2 MB"],
    [1.5 * 1024 * 1024, "en", "1.5 MB"],
    [512 * 1024, "en", "512 kB"],
    [1, "en", "1 byte"],
    [740, "en", "740 bytes"],
    [1.5 * 1024 * 1024, "fr", "1,5\u00a0Mo"],
    [740, "ja", "740 バイト"],
    [2 * 1024 * 1024, "ar", "2 ميغابايت"],
  ] as const)("formats %i bytes in %s as %s", (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text);
  });
});
