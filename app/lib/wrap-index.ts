/**
 * The index `index` lands on in a list of `length` items that wraps around at both ends, so stepping
 * back from the first item reaches the last and stepping on from the last reaches the first.
 */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
