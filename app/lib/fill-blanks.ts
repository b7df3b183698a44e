/**
 * Fills the named blanks of a content text (`"Go to {category}"`): the schema's `template()` has
 * already refused blanks the page does not know, so one left over means a page forgot to pass it.
 */
export function fillBlanks(text: string, values: Record<string, string>): string {
  return text.replace(/\{([^}]*)\}/g, (blank, name: string) => values[name] ?? blank);
}
