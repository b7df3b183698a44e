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

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** A size for people: '2 MB', '512 KB', '740 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
}

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
  if (file.size > RESUME_MAX_BYTES)
    return formMessages.resumeTooLarge(formatBytes(RESUME_MAX_BYTES));
  return undefined;
}

/** How far into a PDF its `%PDF-` header may sit (readers allow a little leading junk). */
const PDF_HEADER_WINDOW = 1024;

/** Word's two containers: OLE compound files (.doc) and ZIP packages (.docx). */
const WORD_SIGNATURES = [
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  [0x50, 0x4b, 0x03, 0x04],
];

/**
 * Whether a document's first bytes are what its extension promises: `%PDF-` for PDF; for Word
 * an OLE (`D0 CF 11 E0`) or ZIP (`PK 03 04`) container. Either Word container is taken for
 * either Word extension, since Word opens a .docx saved as .doc (a common renaming) by content.
 */
export function hasDocumentContent(name: string, bytes: Uint8Array): boolean {
  const extension = extensionOf(name);
  if (extension === "pdf")
    return String.fromCharCode(...bytes.subarray(0, PDF_HEADER_WINDOW)).includes("%PDF-");
  return (
    (extension === "doc" || extension === "docx") &&
    WORD_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte))
  );
}

/**
 * Why a résumé that passed `checkResume` still cannot be sent: its content is not the document
 * its name says (a program renamed `cv.pdf`, say), or it cannot be read. `undefined` when fine.
 */
export async function checkResumeContent(
  file: Blob & { name: string },
  formMessages: FormMessages,
): Promise<string | undefined> {
  try {
    const head = new Uint8Array(await file.slice(0, PDF_HEADER_WINDOW).arrayBuffer());
    return hasDocumentContent(file.name, head) ? undefined : formMessages.resumeContent;
  } catch {
    // Moved or deleted since it was chosen, or unreadable: sending it would fail the same way.
    return formMessages.resumeContent;
  }
}
