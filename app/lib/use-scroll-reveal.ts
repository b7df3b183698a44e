import { useEffect } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "./scroll";

/** The specification's reveal offset: an element shows once its top is 200 px inside the window. */
export const REVEAL_OFFSET_PX = 200;

/**
 * Arms every `[data-reveal]` element that starts below the window: it is hidden, then faded in by
 * CSS when it scrolls into view. Content above the fold is never hidden, nothing is hidden without
 * JavaScript, and nothing happens under reduced motion.
 */
export function useScrollReveal(): void {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page has its own elements.
  useEffect(() => {
    if (prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove("is-reveal-pending");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    const armed: Element[] = [];
    for (const element of document.querySelectorAll("[data-reveal]")) {
      if (element.getBoundingClientRect().top < window.innerHeight) continue;
      element.classList.add("is-reveal-pending");
      armed.push(element);
    }
    // Apply the hidden state now (forced style flush) and switch transitions on a frame later,
    // so hiding does not itself animate.
    void document.documentElement.offsetHeight;
    const frame = window.requestAnimationFrame(() => {
      for (const element of armed) {
        element.classList.add("is-reveal-armed");
        observer.observe(element);
      }
    });
    return () => {
      window.cancelAnimationFrame(frame);
      observer.disconnect();
      for (const element of armed) element.classList.remove("is-reveal-pending", "is-reveal-armed");
    };
  }, [pathname]);
}
