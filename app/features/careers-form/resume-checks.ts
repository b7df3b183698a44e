import { extensionOf, startsWith } from "~/features/forms/file-signature";
import type { FormMessages } from "~/features/forms/form-words";
import { RESUME_MAX_BYTES } from "./resume-limit";

/** Accepted document types: extension and the MIME types browsers report for it. */
const DOCUMENT_TYPES = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
} as const;

const ACCEPTED_MIME = new Set<string>(Object.values(DOCUMENT_TYPES).flat());

/** Types some systems report when they do not know a file (Word files on some Android phones). */
const UNKNOWN_MIME = new Set(["", "application/octet-stream"]);

/** The file picker's `accept` list: extensions for people, MIME types for the system dialog. */
export const RESUME_ACCEPT = [
  ...Object.keys(DOCUMENT_TYPES).map((ext) => `.${ext}`),
  ...ACCEPTED_MIME,
].join(",");

/**
 * Why a chosen résumé cannot be sent, or `undefined` when it can. The extension must be PDF, DOC
 * or DOCX; a reported MIME type must be a document type too (so 'photo.pdf' that is really a PNG
 * is refused), while an empty or generic type is judged by the extension alone.
 */
export function checkResume(
  file: Pick<File, "name" | "type" | "size">,
  formMessages: FormMessages,
): string | undefined {
  const mime = file.type.trim().toLowerCase();
  const hasDocumentName = Object.hasOwn(DOCUMENT_TYPES, extensionOf(file.name));
  if (!hasDocumentName || !(UNKNOWN_MIME.has(mime) || ACCEPTED_MIME.has(mime)))
    return formMessages.resumeType;
  if (file.size <= 0) return formMessages.resumeEmpty;
  if (file.size > RESUME_MAX_BYTES) return formMessages.resumeTooLarge(RESUME_MAX_BYTES);
  return undefined;
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The part every Word (.docx) package holds: the document's body. */
const WORD_BODY = "word/document.xml";

/**
 * The names of the entries a ZIP file lists in its central directory, or `undefined` when the
 * bytes are not a whole ZIP file (its end record missing or pointing outside the file).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of up to 65,535, at the very end of the file.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return undefined;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + skip;
  }
  return names;
}

/** Whether the bytes are a Word package: a ZIP file from its first byte that holds the body. */
const isWordPackage = (bytes: Uint8Array) =>
  startsWith(bytes, ZIP_SIGNATURE) && (zipEntryNames(bytes)?.includes(WORD_BODY) ?? false);

/**
 * Whether a whole document is what its extension promises, judged from its first byte: `%PDF-`
 * for PDF; for Word an OLE compound file (.doc) or a ZIP package holding `word/document.xml`
 * (.docx). Either Word container is taken for either Word extension, since Word opens a .docx
 * saved as .doc (a common renaming) by content. A signature later in the file does not count.
 */
export function hasDocumentContent(name: string, bytes: Uint8Array): boolean {
  const extension = extensionOf(name);
  if (extension === "pdf") return startsWith(bytes, PDF_SIGNATURE);
  return (
    (extension === "doc" || extension === "docx") &&
    (startsWith(bytes, OLE_SIGNATURE) || isWordPackage(bytes))
  );
}

/**
 * Why a résumé that passed `checkResume` (so at most `RESUME_MAX_BYTES`) still cannot be sent:
 * its content is not the document its name says (a program renamed `cv.pdf`, say), or it cannot
 * be read. `undefined` when fine.
 */
export async function checkResumeContent(
  file: Blob & { name: string },
  formMessages: FormMessages,
): Promise<string | undefined> {
  try {
    const bytes = new Uint8Array(await file.slice(0, RESUME_MAX_BYTES).arrayBuffer());
    return hasDocumentContent(file.name, bytes) ? undefined : formMessages.resumeContent;
  } catch {
    // Moved or deleted since it was chosen, or unreadable: sending it would fail the same way.
    return formMessages.resumeContent;
  }
}
