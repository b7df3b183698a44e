import { extensionOf, startsWith } from "~/features/forms/file-signature";
import { QUOTE_ATTACHMENT_MAX_BYTES } from "./attachment-limit";

/** The multipart field of the drawing or specification; the quote template's attachment setting uses it. */
export const QUOTE_ATTACHMENT_FIELD = "attachment";

/** Accepted files: extension, the MIME types browsers report, and the bytes the file starts with. */
const KINDS = {
  pdf: { mime: ["application/pdf"], signature: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  png: { mime: ["image/png"], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { mime: ["image/jpeg"], signature: [0xff, 0xd8, 0xff] },
  jpeg: { mime: ["image/jpeg"], signature: [0xff, 0xd8, 0xff] },
} as const;

type Kind = keyof typeof KINDS;
const isKind = (extension: string): extension is Kind => Object.hasOwn(KINDS, extension);
const ACCEPTED_MIME = new Set<string>(Object.values(KINDS).flatMap((kind) => kind.mime));
const UNKNOWN_MIME = new Set(["", "application/octet-stream"]);

/** The file picker's `accept` list. */
export const QUOTE_ATTACHMENT_ACCEPT = [
  ...Object.keys(KINDS).map((extension) => `.${extension}`),
  ...ACCEPTED_MIME,
].join(",");

export interface AttachmentMessages {
  type: string;
  empty: string;
  tooLarge: string;
  content: string;
}

/**
 * Why a drawing or specification cannot be sent, or `undefined`: a PDF, PNG or JPEG by name and
 * reported type, not empty, within the limit, and starting (at byte 0) with its format's signature.
 */
export async function checkQuoteAttachment(
  file: Blob & { name: string },
  messages: AttachmentMessages,
): Promise<string | undefined> {
  const extension = extensionOf(file.name);
  const mime = file.type.trim().toLowerCase();
  // A reported type must be the extension's own ('plan.png' reported as a PDF is refused).
  if (!isKind(extension)) return messages.type;
  const kindMime: readonly string[] = KINDS[extension].mime;
  if (!(UNKNOWN_MIME.has(mime) || kindMime.includes(mime))) return messages.type;
  if (file.size <= 0) return messages.empty;
  if (file.size > QUOTE_ATTACHMENT_MAX_BYTES) return messages.tooLarge;
  try {
    const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    return startsWith(bytes, KINDS[extension].signature) ? undefined : messages.content;
  } catch {
    return messages.content;
  }
}
