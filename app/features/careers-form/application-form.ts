/** The name of the résumé's multipart field; the careers template's attachment setting uses it. */
export const RESUME_FIELD = "resume";

/**
 * The multipart body the careers template receives: the checked, trimmed values and the accepted
 * résumé only (never the honeypot, never a refused file).
 */
export function buildApplicationData(
  values: Readonly<Record<string, string>>,
  resume: File | undefined,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  if (resume) data.append(RESUME_FIELD, resume, resume.name);
  return data;
}
