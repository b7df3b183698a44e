import { formMessages } from "~/content/forms";

/**
 * The largest résumé the careers form accepts. The one place to change it: keep it at or below
 * what the e-mail service's plan allows for attachments (the local stand-in accepts a little more).
 */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;

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

/** What the checks need from a `File`; plain objects stand in for it in tests. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

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
  file: FileFacts,
  maxBytes: number = RESUME_MAX_BYTES,
): string | undefined {
  const mime = file.type.trim().toLowerCase();
  const hasDocumentName = Object.hasOwn(DOCUMENT_TYPES, extensionOf(file.name));
  if (!hasDocumentName || !(UNKNOWN_MIME.has(mime) || ACCEPTED_MIME.has(mime))) {
    return formMessages.resumeType;
  }
  if (file.size <= 0) return formMessages.resumeEmpty;
  if (file.size > maxBytes) return formMessages.resumeTooLarge(formatBytes(maxBytes));
  return undefined;
}
