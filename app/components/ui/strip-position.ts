/** A horizontal span in px, e.g. a slide's or a track's left and right edges. */
export interface Span {
  left: number;
  right: number;
}

/** Share of a slide's width that must be inside the track for the slide to count as shown. */
const SHOWN_SHARE = 0.6;

/**
 * Which slides (1-based, first and last) a track shows: those at least 60% inside it. When none
 * is (a slide wider than the track), the one overlapping the track most counts.
 */
export function shownSlides(slides: readonly Span[], track: Span): { first: number; last: number } {
  const overlap = (s: Span) =>
    Math.max(0, Math.min(s.right, track.right) - Math.max(s.left, track.left));
  const shown = slides.flatMap((s, i) =>
    s.right > s.left && overlap(s) >= SHOWN_SHARE * (s.right - s.left) ? [i + 1] : [],
  );
  if (shown.length > 0) return { first: shown[0] ?? 1, last: shown[shown.length - 1] ?? 1 };
  let best = 0;
  slides.forEach((s, i) => {
    if (overlap(s) > overlap(slides[best] ?? s)) best = i;
  });
  return { first: best + 1, last: best + 1 };
}

/** What a strip announces after it moved: "Label: 2 of 6" or "Label: 2 to 4 of 6". */
export function stripPosition(
  label: string,
  shown: { first: number; last: number },
  count: number,
) {
  const range = shown.first === shown.last ? `${shown.first}` : `${shown.first} to ${shown.last}`;
  return `${label}: ${range} of ${count}`;
}
