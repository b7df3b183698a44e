import { type RefObject, useEffect, useRef } from "react";

export interface PinnedStripOptions {
  /** The section that stays pinned while its track moves. */
  sectionRef: RefObject<HTMLElement | null>;
  /** The row that moves sideways. */
  trackRef: RefObject<HTMLElement | null>;
  /** Narrowest window width (px) that pins; narrower windows get the caller's plain layout. */
  minWidth: number;
  /** Horizontal travel in px, also the length of page scroll the section stays pinned for. */
  distance: (track: HTMLElement) => number;
  /** Snap to each of this many equal steps (0.3 s, power1.inOut), e.g. steps - 1. */
  snapSteps?: number;
}

/**
 * Pins a section and scrubs its track sideways with the page scroll, on wide screens that allow
 * motion only. GSAP and ScrollTrigger are imported on first use, so narrow screens and reduced
 * motion never download them; narrowing the window or asking for less motion undoes the pin.
 */
export function usePinnedStrip({
  sectionRef,
  trackRef,
  minWidth,
  distance,
  snapSteps,
}: PinnedStripOptions): void {
  // The latest measure without re-running the effect on every render.
  const distanceRef = useRef(distance);
  distanceRef.current = distance;

  useEffect(() => {
    const query = window.matchMedia(
      `(min-width: ${minWidth}px) and (prefers-reduced-motion: no-preference)`,
    );
    let undo: (() => void) | null = null;
    let generation = 0;

    const stop = () => {
      generation++;
      undo?.();
      undo = null;
    };

    const start = async () => {
      const run = ++generation;
      const [{ gsap }, { ScrollTrigger }] = await Promise.all([
        import("gsap"),
        import("gsap/ScrollTrigger"),
      ]);
      const section = sectionRef.current;
      const track = trackRef.current;
      if (run !== generation || !query.matches || !section || !track) return;
      gsap.registerPlugin(ScrollTrigger);
      const travel = () => Math.max(0, distanceRef.current(track));
      const context = gsap.context(() => {
        gsap.to(track, {
          x: () => -travel(),
          ease: "none",
          scrollTrigger: {
            trigger: section,
            start: "top top",
            end: () => `+=${travel()}`,
            pin: true,
            scrub: true,
            invalidateOnRefresh: true,
            snap: snapSteps
              ? { snapTo: 1 / snapSteps, duration: 0.3, ease: "power1.inOut" }
              : undefined,
          },
        });
      }, section);
      section.dataset.pinned = "";
      undo = () => {
        context.revert();
        delete section.dataset.pinned;
      };
      // Late fonts and images change sizes; measure again once everything has loaded.
      if (document.readyState !== "complete") {
        window.addEventListener("load", () => ScrollTrigger.refresh(), { once: true });
      }
    };

    const sync = () => {
      if (query.matches) void start();
      else stop();
    };
    sync();
    query.addEventListener("change", sync);
    return () => {
      query.removeEventListener("change", sync);
      stop();
    };
  }, [sectionRef, trackRef, minWidth, snapSteps]);
}
