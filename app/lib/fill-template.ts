/**
 * Fills the named blanks of a content text (`"Careers at {company}"`) with values. The schema's
 * `template()` field already refused unknown blanks, so every blank here has a value.
 */
export function fillTemplate(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(/\{([^}]*)\}/g, (blank, name: string) => String(values[name] ?? blank));
}
