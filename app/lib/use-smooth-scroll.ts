import { useEffect } from "react";
import { prefersReducedMotion, setSmoothScroller } from "./scroll";

/**
 * Starts Lenis smooth scrolling, loaded as its own chunk. Lenis smooths wheel scrolling only (touch
 * and keys scroll natively), so with a mouse it starts with hydration, and on a touch screen only
 * at the first wheel input (a tablet with a mouse): phones never fetch it or pay for its set-up
 * (measuring the page) while the page loads. Nothing starts when the visitor prefers reduced motion.
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
        // A glide of 1.2 s; a swipe carries twice as far.
        const lenis = new Lenis({
          duration: 1.2,
          touchMultiplier: 2,
          autoRaf: true,
          anchors: false,
        });
        setSmoothScroller(lenis);
        destroy = () => {
          setSmoothScroller(null);
          lenis.destroy();
        };
      });
    };
    if (window.matchMedia("(hover: hover) and (pointer: fine)").matches) start();
    else window.addEventListener("wheel", start, { passive: true });
    return () => {
      isCancelled = true;
      window.removeEventListener("wheel", start);
      destroy?.();
    };
  }, []);
}
