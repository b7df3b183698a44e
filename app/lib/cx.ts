/** Joins the names that are set with single spaces: a class list, or an id list such as `aria-describedby`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
