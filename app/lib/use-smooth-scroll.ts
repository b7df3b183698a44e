import { useEffect } from "react";
import { prefersReducedMotion, setSmoothScroller } from "./scroll";

/** How smooth scrolling feels: the length of a glide (s) and how far a swipe carries. */
export const SMOOTH_SCROLL = { duration: 1.2, touchMultiplier: 2 } as const;

/** A mouse: a hover-capable, fine pointer. Where wheel scrolling is the usual way to scroll. */
export const MOUSE_QUERY = "(hover: hover) and (pointer: fine)";

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
        const lenis = new Lenis({ ...SMOOTH_SCROLL, autoRaf: true, anchors: false });
        setSmoothScroller(lenis);
        destroy = () => {
          setSmoothScroller(null);
          lenis.destroy();
        };
      });
    };
    if (window.matchMedia(MOUSE_QUERY).matches) start();
    else window.addEventListener("wheel", start, { passive: true });
    return () => {
      isCancelled = true;
      window.removeEventListener("wheel", start);
      destroy?.();
    };
  }, []);
}
