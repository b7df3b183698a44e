/** The part of Lenis used here; the library itself is loaded lazily (`use-smooth-scroll`). */
interface SmoothScroller {
  scrollTo(target: number): void;
  /** Re-measures the page; needed after a client-side navigation changed its height. */
  resize(): void;
  /** "smooth" while a glide (a wheel's or a `scrollTo`) is still animating. */
  readonly isScrolling: boolean | "native" | "smooth";
}

let scroller: SmoothScroller | null = null;

export function setSmoothScroller(instance: SmoothScroller | null): void {
  scroller = instance;
}

/** Whether a smooth scroll is still gliding: the page has not yet reached where it is going. */
export const isGliding = () => scroller?.isScrolling === "smooth";

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
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
