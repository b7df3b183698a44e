import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** Scroll distances at which the navigation bar changes colour. */
export const NAV_SCROLL_THRESHOLD_PX = 400;
export const NAV_BOTTOM_THRESHOLD_PX = 10;

/** How the fixed navigation looks: clear over the top, dimmed, solid past the threshold, dark at the bottom. */
export type NavTone = "clear" | "dim" | "solid" | "bottom";

export function navTone(scrollY: number, viewportHeight: number, documentHeight: number): NavTone {
  if (scrollY <= 4) return "clear";
  if (scrollY + viewportHeight >= documentHeight - NAV_BOTTOM_THRESHOLD_PX) return "bottom";
  return scrollY > NAV_SCROLL_THRESHOLD_PX ? "solid" : "dim";
}

/** The navigation's tone, following scrolling, resizing and page changes (one update per frame). */
export function useNavTone(): NavTone {
  const [tone, setTone] = useState<NavTone>("clear");
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page has a new height to measure.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      setTone(navTone(window.scrollY, window.innerHeight, root.scrollHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // Measured in the next frame, not now: reading the page's height here would force a layout of
    // the whole page in the middle of hydration.
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return tone;
}
