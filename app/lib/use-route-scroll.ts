import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { hashTarget, scrollToElement, scrollToTop } from "./scroll";

/** Delays before scrolling: to the top after a path change, to a hash target once it has rendered. */
export const SCROLL_TOP_DELAY_MS = 100;
export const HASH_SCROLL_DELAY_MS = 200;

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
      const timer = window.setTimeout(() => {
        const target = hashTarget(hash);
        if (target) scrollToElement(target);
      }, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (isInitialLoad) return;
    const timer = window.setTimeout(scrollToTop, SCROLL_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
}
