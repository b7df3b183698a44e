/** Scroll distances at which the navigation bar changes colour. */
export const NAV_SCROLL_THRESHOLD_PX = 400;
export const NAV_BOTTOM_THRESHOLD_PX = 10;

/** How the fixed navigation looks: clear over the top, dimmed, solid past the threshold, dark at the bottom. */
export type NavTone = "clear" | "dim" | "solid" | "bottom";

/** Derives the navigation's tone from the scroll position. */
export function navTone(scrollY: number, viewportHeight: number, documentHeight: number): NavTone {
  if (scrollY <= 4) return "clear";
  if (scrollY + viewportHeight >= documentHeight - NAV_BOTTOM_THRESHOLD_PX) return "bottom";
  return scrollY > NAV_SCROLL_THRESHOLD_PX ? "solid" : "dim";
}
