import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollWindow } from "./scroll";

/** How long a hash landing follows the page's growth, unless the visitor takes over sooner. */
const HASH_AIM_MS = 10_000;

/** Scrolls so the hash's element (if the page has it) lands 16 px below the fixed navigation. */
function scrollToHash(hash: string) {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {} // a malformed escape: look the id up as written
  const target = id && document.getElementById(id);
  if (!target) return;
  const bar = document.querySelector<HTMLElement>("[data-site-header]")?.offsetHeight ?? 0;
  scrollWindow(Math.max(0, target.getBoundingClientRect().top + window.scrollY - bar - 16));
}

/**
 * After a link is followed, scrolls smoothly to the new page's top (after 100 ms) or its hash's
 * element (200 ms). Back and forward keep the browser's own restoring.
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
      const aim = new ResizeObserver(() => scrollToHash(hash));
      const stop = new AbortController();
      stop.signal.addEventListener("abort", () => aim.disconnect());
      const timer = window.setTimeout(() => {
        aim.observe(document.body);
        for (const type of ["wheel", "touchstart", "keydown", "pointerdown"])
          window.addEventListener(type, () => stop.abort(), { signal: stop.signal });
        window.setTimeout(() => stop.abort(), HASH_AIM_MS);
      }, 200);
      return () => {
        window.clearTimeout(timer);
        stop.abort();
      };
    }
    if (isInitialLoad) return;
    const timer = window.setTimeout(() => scrollWindow(0), 100);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
}
