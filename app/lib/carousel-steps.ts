/** Gap added to a card's width when the Key Highlights strip scrolls by one card (spec section 9). */
export const CARD_STEP_GAP_PX = 30;

/** How far the Key Highlights strip moves per click: its first card's width plus 30 px. */
export function cardStep(track: HTMLElement, gap = CARD_STEP_GAP_PX): number {
  const first = track.firstElementChild;
  const width = first instanceof HTMLElement ? first.getBoundingClientRect().width : 0;
  return Math.round(width) + gap;
}

/** How far a product carousel moves per click at a given window width (spec section 9). */
export function productCarouselStep(viewportWidth: number): number {
  if (viewportWidth >= 1024) return 1150;
  if (viewportWidth >= 768) return 700;
  return 320;
}

/** Scroll position (px) from which a strip counts as "past its start" or "at its end". */
export const EDGE_TOLERANCE_PX = 2;

/** Whether a horizontally scrolling element can still move back and on. */
export function scrollEdges(element: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): { canPrev: boolean; canNext: boolean } {
  const max = element.scrollWidth - element.clientWidth;
  return {
    canPrev: element.scrollLeft > EDGE_TOLERANCE_PX,
    canNext: element.scrollLeft < max - EDGE_TOLERANCE_PX,
  };
}
