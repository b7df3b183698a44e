/**
 * What the editor accepts as a picture upload: the build's file types (`mediaFile()`), and a size
 * that lets in a camera photo (3 to 8 MB) and keeps a raw scan or a video out of the repository.
 */

export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "svg"] as const;

/** The browser's names for the same types (`accept` and the check before an upload). */
export const IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/svg+xml",
] as const;

export const MAX_UPLOAD_BYTES = 10_000_000;

/** Why a file cannot be uploaded as a picture, in plain words, or `undefined` when it can. */
export function uploadProblem(file: { name: string; type: string; size: number }) {
  const ending = file.name.toLowerCase().split(".").pop() ?? "";
  const isImage =
    (IMAGE_EXTENSIONS as readonly string[]).includes(ending) &&
    (file.type === "" || (IMAGE_TYPES as readonly string[]).includes(file.type));
  if (!isImage)
    return `"${file.name}" is not a picture the site can use. Choose a JPEG, PNG, WebP, AVIF or SVG file.`;
  if (file.size > MAX_UPLOAD_BYTES)
    return `"${file.name}" is ${(file.size / 1_000_000).toFixed(1)} MB; pictures can be at most ${MAX_UPLOAD_BYTES / 1_000_000} MB. Save a smaller copy (a photo 2000 pixels wide is plenty) and upload that.`;
  return undefined;
}
