import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { hashTarget, scrollToElement } from "./scroll";

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
 * Answers whether the section is pinned now.
 */
export function usePinnedStrip({
  sectionRef,
  trackRef,
  minWidth,
  distance,
  snapSteps,
}: PinnedStripOptions): boolean {
  const [isPinned, setPinned] = useState(false);
  // The latest measure without re-running the effect on every render.
  const distanceRef = useRef(distance);
  distanceRef.current = distance;
  const undoRef = useRef<(() => void) | null>(null);
  // Only the first pin can have overtaken a hash scroll; later ones come from resizing.
  const hasPinnedRef = useRef(false);

  // GSAP moves the pinned section into a spacer of its own. Undo that before React removes the
  // section (layout cleanups run first), or React would look for it in its old parent and fail.
  useLayoutEffect(
    () => () => {
      undoRef.current?.();
      undoRef.current = null;
    },
    [],
  );

  useEffect(() => {
    const query = window.matchMedia(
      `(min-width: ${minWidth}px) and (prefers-reduced-motion: no-preference)`,
    );
    let generation = 0;

    const stop = () => {
      generation++;
      undoRef.current?.();
      undoRef.current = null;
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
      setPinned(true);
      undoRef.current = () => {
        context.revert();
        delete section.dataset.pinned;
        setPinned(false);
      };
      if (!hasPinnedRef.current) reaimHashTarget(section);
      hasPinnedRef.current = true;
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
  return isPinned;
}

/**
 * Pinning adds the strip's travel to the page height above everything that follows. When GSAP
 * arrives after the page already started scrolling to a hash target further down, that scroll
 * aimed at the old position: aim again.
 */
function reaimHashTarget(section: HTMLElement): void {
  const target = hashTarget(window.location.hash);
  const isBelow =
    target && section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
  if (target && isBelow && window.scrollY > 0) scrollToElement(target);
}
