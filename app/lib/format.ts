/** A count or a position written with at least two digits ("01", "12"), as the numbered lists show them. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, "0");
}
