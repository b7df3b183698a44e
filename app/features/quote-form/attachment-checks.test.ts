import { describe, expect, it } from "vitest";
import { checkQuoteAttachment } from "./attachment-checks";
import { QUOTE_ATTACHMENT_MAX_BYTES } from "./attachment-limit";

const messages = { type: "type", empty: "empty", tooLarge: "too large", content: "content" };
const file = (name: string, bytes: number[] | Uint8Array, type = "") =>
  new File([new Uint8Array(bytes)], name, { type });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 1, 2];
const PDF = [...Buffer.from("%PDF-1.7\n")];

describe("a quote's drawing or specification", () => {
  it("is accepted as PDF, PNG or JPEG when its bytes start with that format's signature", async () => {
    expect(
      await checkQuoteAttachment(file("a.pdf", PDF, "application/pdf"), messages),
    ).toBeUndefined();
    expect(await checkQuoteAttachment(file("a.png", PNG, "image/png"), messages)).toBeUndefined();
    expect(await checkQuoteAttachment(file("a.JPG", JPEG), messages)).toBeUndefined();
    expect(
      await checkQuoteAttachment(file("a.jpeg", JPEG, "image/jpeg"), messages),
    ).toBeUndefined();
  });

  it("is refused by name or reported type, when empty, too large, or not what it says", async () => {
    expect(await checkQuoteAttachment(file("a.docx", PDF), messages)).toBe("type");
    expect(await checkQuoteAttachment(file("a.png", PNG, "application/pdf"), messages)).toBe(
      "type",
    );
    expect(await checkQuoteAttachment(file("a.png", []), messages)).toBe("empty");
    const large = new Uint8Array(QUOTE_ATTACHMENT_MAX_BYTES + 1);
    large.set(PNG);
    expect(await checkQuoteAttachment(file("a.png", large), messages)).toBe("too large");
    expect(await checkQuoteAttachment(file("a.png", JPEG), messages)).toBe("content");
    // A signature later in the file does not count: it must be at byte 0.
    expect(await checkQuoteAttachment(file("a.pdf", [0x20, ...PDF]), messages)).toBe("content");
  });
});
