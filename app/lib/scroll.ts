/**
 * Scrolling helpers shared by the layout and sections. They go through the smooth scroller (Lenis)
 * when it is running, use the browser's smooth scrolling otherwise, and jump instantly when the
 * visitor prefers reduced motion.
 */

/** The part of Lenis this module needs; the library itself is loaded lazily (`use-smooth-scroll`). */
export interface SmoothScroller {
  scrollTo(target: number | HTMLElement, options?: { offset?: number; immediate?: boolean }): void;
  /** Re-measures the page; needed after a client-side navigation changed its height. */
  resize(): void;
  /** "smooth" while a glide (a wheel's or a `scrollTo`) is still animating. */
  readonly isScrolling: boolean | "native" | "smooth";
}

let scroller: SmoothScroller | null = null;

/** Registers (or, with `null`, removes) the running smooth scroller. */
export function setSmoothScroller(instance: SmoothScroller | null): void {
  scroller = instance;
}

/** Whether a smooth scroll is still gliding: the page has not yet reached where it is going. */
export function isGliding(): boolean {
  return scroller?.isScrolling === "smooth";
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** Gap between the fixed navigation and a scrolled-to target. */
const TARGET_GAP_PX = 16;

/** Height of the fixed navigation bar as rendered now. */
export function navHeight(): number {
  return document.querySelector<HTMLElement>("[data-site-header]")?.offsetHeight ?? 0;
}

/** Scrolls the page to `top`: smoothly, through Lenis when it runs, instantly under reduced motion. */
export function scrollWindow(top: number): void {
  if (prefersReducedMotion()) {
    window.scrollTo({ top, behavior: "instant" });
  } else if (scroller) {
    scroller.resize();
    scroller.scrollTo(top);
  } else {
    window.scrollTo({ top, behavior: "smooth" });
  }
}

export function scrollToTop(): void {
  scrollWindow(0);
}

/** Scrolls so the element's top lands just below the fixed navigation. */
export function scrollToElement(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - navHeight() - TARGET_GAP_PX;
  scrollWindow(Math.max(0, top));
}

/** The element a location hash points at, if the page has it. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  return document.getElementById(id);
}

/** Scrolls a horizontal strip (a carousel track) to `left`, smoothly unless motion is reduced. */
export function scrollStripTo(strip: HTMLElement, left: number): void {
  strip.scrollTo({ left, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
