/** A file name's extension in lower case, without the dot (`"pdf"`), or "" when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Whether `bytes` begin, at byte 0, with `signature` (a format's magic number). */
export const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);
