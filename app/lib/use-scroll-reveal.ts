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
    let isCancelled = false;
    // A fade still running when its element leaves the window ends at once, shown. Its section
    // is soon skipped (content-visibility), and a skipped part's animations stand still: scrolled
    // past quickly, the words would stay half faded, and a checker reading the page later (axe,
    // Lighthouse) would find them too faint.
    const settle = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) continue;
        settle.unobserve(entry.target);
        entry.target.classList.remove("is-reveal-pending", "is-reveal-armed");
        // Dropping the transition is not enough once the section is skipped: its style is not
        // recomputed, and the fade stays where it stood. Finishing it is.
        for (const fade of entry.target.getAnimations()) fade.finish();
      }
    });
    // Transitions switch on only when an element comes into view, and its hidden state is drawn
    // (two frames) before it shows: a section laid out only near the window (content-visibility)
    // has drawn nothing before, and would otherwise fade out first.
    const reveal = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reveal.unobserve(entry.target);
          settle.observe(entry.target);
          entry.target.classList.add("is-reveal-armed");
          window.requestAnimationFrame(() => {
            window.requestAnimationFrame(() => {
              if (!isCancelled) entry.target.classList.remove("is-reveal-pending");
            });
          });
        }
      },
      // An element shows once its top is 200 px inside the window.
      { rootMargin: "0px 0px -200px 0px" },
    );
    const hidden: Element[] = [];
    // Where each element starts comes from an observer's first report, measured in the browser's own
    // rendering step: reading positions here would force a layout of the whole page while it hydrates.
    const sort = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        sort.unobserve(entry.target);
        const windowHeight = entry.rootBounds?.height ?? window.innerHeight;
        if (entry.boundingClientRect.top < windowHeight) continue;
        entry.target.classList.add("is-reveal-pending");
        hidden.push(entry.target);
        reveal.observe(entry.target);
      }
    });
    for (const element of document.querySelectorAll("[data-reveal]")) sort.observe(element);
    return () => {
      isCancelled = true;
      sort.disconnect();
      reveal.disconnect();
      settle.disconnect();
      for (const element of hidden)
        element.classList.remove("is-reveal-pending", "is-reveal-armed");
    };
  }, [pathname]);
}
