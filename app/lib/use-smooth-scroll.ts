import { useEffect } from "react";
import { prefersReducedMotion, setSmoothScroller } from "./scroll";

/** The specification's smooth-scrolling constants. */
export const SMOOTH_SCROLL = { duration: 1.2, touchMultiplier: 2 } as const;

/**
 * Starts Lenis smooth scrolling at the visitor's first wheel input, loading it as its own chunk.
 * Lenis only smooths wheel scrolling (touch and keys scroll natively), so nothing is fetched or run
 * before a wheel is used: phones never load it, and page load never pays for its set-up (measuring
 * the page). The first wheel step scrolls natively; Lenis takes over from the next one. Nothing
 * starts when the visitor prefers reduced motion.
 */
export function useSmoothScroll(): void {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let isCancelled = false;
    let destroy: (() => void) | undefined;
    const start = () => {
      window.removeEventListener("wheel", start);
      import("lenis").then(({ default: Lenis }) => {
        if (isCancelled) return;
        const lenis = new Lenis({ ...SMOOTH_SCROLL, autoRaf: true, anchors: false });
        setSmoothScroller(lenis);
        destroy = () => {
          setSmoothScroller(null);
          lenis.destroy();
        };
      });
    };
    window.addEventListener("wheel", start, { passive: true });
    return () => {
      isCancelled = true;
      window.removeEventListener("wheel", start);
      destroy?.();
    };
  }, []);
}
