import { useEffect } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "./scroll";

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
    const reveal = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove("is-reveal-pending");
          reveal.unobserve(entry.target);
        }
      },
      // An element shows once its top is 200 px inside the window.
      { rootMargin: "0px 0px -200px 0px" },
    );
    const armed: Element[] = [];
    let isCancelled = false;
    // Where each element starts comes from an observer's first report, measured in the browser's own
    // rendering step: reading positions here would force a layout of the whole page while it hydrates.
    const sort = new IntersectionObserver((entries) => {
      const below: Element[] = [];
      for (const entry of entries) {
        sort.unobserve(entry.target);
        const windowHeight = entry.rootBounds?.height ?? window.innerHeight;
        if (entry.boundingClientRect.top < windowHeight) continue;
        entry.target.classList.add("is-reveal-pending");
        below.push(entry.target);
        armed.push(entry.target);
      }
      if (below.length === 0) return;
      // Hide first; switch transitions on once the hidden state has been drawn (two frames later),
      // so hiding does not itself animate.
      window.requestAnimationFrame(() => {
        window.requestAnimationFrame(() => {
          if (isCancelled) return;
          for (const element of below) {
            element.classList.add("is-reveal-armed");
            reveal.observe(element);
          }
        });
      });
    });
    for (const element of document.querySelectorAll("[data-reveal]")) sort.observe(element);
    return () => {
      isCancelled = true;
      sort.disconnect();
      reveal.disconnect();
      for (const element of armed) element.classList.remove("is-reveal-pending", "is-reveal-armed");
    };
  }, [pathname]);
}
