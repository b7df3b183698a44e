import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollWindow } from "./scroll";

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
 * After a link is followed, scrolls smoothly to the top of the new page (after 100 ms), or to the
 * element the hash names once it has rendered (200 ms). Back and forward keep the browser's own
 * restoring.
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
    if (!hash && isInitialLoad) return;
    const timer = hash
      ? window.setTimeout(() => scrollToHash(hash), 200)
      : window.setTimeout(() => scrollWindow(0), 100);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, navigationType]);
}
