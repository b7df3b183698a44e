import { useEffect } from "react";
import { prefersReducedMotion, setSmoothScroller } from "./scroll";

/** The specification's smooth-scrolling constants. */
export const SMOOTH_SCROLL = { duration: 1.2, touchMultiplier: 2 } as const;

/**
 * Starts Lenis smooth scrolling after hydration, loading it as its own chunk so it never delays the
 * first paint. Nothing starts when the visitor prefers reduced motion.
 */
export function useSmoothScroll(): void {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let isCancelled = false;
    let destroy: (() => void) | undefined;
    import("lenis").then(({ default: Lenis }) => {
      if (isCancelled) return;
      const lenis = new Lenis({ ...SMOOTH_SCROLL, autoRaf: true, anchors: false });
      setSmoothScroller(lenis);
      destroy = () => {
        setSmoothScroller(null);
        lenis.destroy();
      };
    });
    return () => {
      isCancelled = true;
      destroy?.();
    };
  }, []);
}
