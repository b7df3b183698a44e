/** Letters and digits nobody misreads on a phone or in print: no 0/O, 1/I/L, or U (V). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The company's initials from its name ('Kaveri Forge' → 'KF'), or 'RQ' for a name without Latin letters. */
export function referencePrefix(companyName: string): string {
  const initials = companyName
    .normalize("NFKD")
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, "")[0] ?? "")
    .join("")
    .toUpperCase()
    .slice(0, 3);
  return initials.length >= 2 ? initials : "RQ";
}

/**
 * A request's reference, made in the browser: the company's initials, the year and month, and
 * four random characters of `REFERENCE_ALPHABET` ('KF-2611-7Q4M'): 810,000 a month, so two buyers'
 * requests in the same month share one about once in 810,000 pairs; the owner also has their
 * name and e-mail. `random` fills a byte array (crypto's, unless a test gives one).
 */
export function quoteReference(
  companyName: string,
  now = new Date(),
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const month = `${String(now.getFullYear() % 100).padStart(2, "0")}${String(now.getMonth() + 1).padStart(2, "0")}`;
  // 30 letters: a byte of 240 or more is drawn again, so each letter is equally likely.
  let code = "";
  while (code.length < 4) {
    for (const byte of random(new Uint8Array(8))) {
      if (byte < 240 && code.length < 4) code += REFERENCE_ALPHABET[byte % 30];
    }
  }
  return `${referencePrefix(companyName)}-${month}-${code}`;
}
