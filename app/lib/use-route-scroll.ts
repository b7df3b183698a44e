import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { hashTarget, scrollToElement, scrollToTop } from "./scroll";

/** Delays before scrolling: to the top after a path change, to a hash target once it has rendered. */
export const SCROLL_TOP_DELAY_MS = 100;
export const HASH_SCROLL_DELAY_MS = 200;
/** How long a hash landing follows the page's growth, unless the visitor takes over sooner. */
const HASH_AIM_MS = 10_000;

/**
 * After a link is followed, scrolls smoothly to the top of the new page, or to the element the
 * hash names so it lands below the fixed bar. Back and forward keep the browser's own restoring.
 */
export function useRouteScroll(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs this for a repeated click on the same link.
  useEffect(() => {
    const isInitialLoad = isFirstRender.current;
    isFirstRender.current = false;
    if (!isInitialLoad && navigationType === "POP") return;
    if (hash) {
      // Aims when observing starts, and again whenever the page grows (a pin taking its length
      // late on a slow device moves the target), until the visitor scrolls or taps.
      const aim = new ResizeObserver(() => {
        const target = hashTarget(hash);
        if (target) scrollToElement(target);
      });
      const stop = new AbortController();
      stop.signal.addEventListener("abort", () => aim.disconnect());
      const timer = window.setTimeout(() => {
        aim.observe(document.body);
        for (const type of ["wheel", "touchstart", "keydown", "pointerdown"])
          window.addEventListener(type, () => stop.abort(), { signal: stop.signal });
        window.setTimeout(() => stop.abort(), HASH_AIM_MS);
      }, HASH_SCROLL_DELAY_MS);
      return () => {
        window.clearTimeout(timer);
        stop.abort();
      };
    }
    if (isInitialLoad) return;
    const timer = window.setTimeout(scrollToTop, SCROLL_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
}
