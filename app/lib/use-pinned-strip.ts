import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";

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
 * motion only. The pinning (`scroll-pin`) with GSAP and ScrollTrigger is imported on first use, so
 * narrow screens and reduced motion never download them; narrowing the window or asking for less
 * motion undoes the pin. Answers whether the section is pinned now.
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
      const { pinStrip } = await import("./scroll-pin");
      const section = sectionRef.current;
      const track = trackRef.current;
      if (run !== generation || !query.matches || !section || !track) return;
      const unpin = pinStrip({
        section,
        track,
        travel: () => Math.max(0, distanceRef.current(track)),
        snapSteps,
        isFirstPin: !hasPinnedRef.current,
      });
      hasPinnedRef.current = true;
      section.dataset.pinned = "";
      setPinned(true);
      undoRef.current = () => {
        unpin();
        delete section.dataset.pinned;
        setPinned(false);
      };
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
