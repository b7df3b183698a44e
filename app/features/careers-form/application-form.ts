/** The name of the résumé's multipart field; the careers template's attachment setting uses it. */
export const RESUME_FIELD = "resume";

/**
 * The form the careers template receives, built from the checked, trimmed values and the
 * accepted résumé, so exactly these fields are posted: `name`, `email`, `contact`, `interest`
 * and the file (never the honeypot, never a refused file). The SDK's form variant takes a form
 * element; a detached one is enough, the page's own form stays as the visitor left it.
 */
export function buildApplicationForm(
  values: Readonly<Record<string, string>>,
  resume: File | undefined,
  doc: Document = document,
): HTMLFormElement {
  const form = doc.createElement("form");
  for (const [name, value] of Object.entries(values)) {
    // Textareas keep line breaks exactly as typed (hidden inputs may not, in older engines).
    const field = doc.createElement("textarea");
    field.name = name;
    field.value = value;
    form.append(field);
  }
  if (resume) {
    const input = doc.createElement("input");
    input.type = "file";
    input.name = RESUME_FIELD;
    const transfer = new DataTransfer();
    transfer.items.add(resume);
    input.files = transfer.files;
    form.append(input);
  }
  return form;
}
