import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/scroll";

/** The specification's pause after a window resize before the slideshow moves on again. */
export const RESUME_AFTER_RESIZE_MS = 500;

type PauseReason = "hover" | "focus" | "resize" | "user";

/**
 * Runs the Why Choose slideshow's autoplay plugin: never under reduced motion, paused while the
 * pointer is over it or focus is inside it, while the window is being resized (resuming 500 ms
 * after the last resize) and after the visitor pauses it. Returns the handlers for the root element.
 */
export function useWhyAutoplay(api: EmblaCarouselType | undefined) {
  const reasons = useRef(new Set<PauseReason>());
  const [isAllowed, setAllowed] = useState(false);
  const [isPlaying, setPlaying] = useState(false);
  const [isUserPaused, setUserPaused] = useState(false);

  const sync = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    const shouldPlay = !prefersReducedMotion() && reasons.current.size === 0;
    if (shouldPlay && !autoplay.isPlaying()) autoplay.play();
    if (!shouldPlay && autoplay.isPlaying()) autoplay.stop();
    setPlaying(autoplay.isPlaying());
  }, [api]);

  const pause = useCallback(
    (reason: PauseReason, isPaused: boolean) => {
      if (isPaused) reasons.current.add(reason);
      else reasons.current.delete(reason);
      sync();
    },
    [sync],
  );

  useEffect(() => {
    if (!api) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onMotion = () => {
      setAllowed(!motion.matches);
      sync();
    };
    let timer: number | undefined;
    const onResize = () => {
      pause("resize", true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => pause("resize", false), RESUME_AFTER_RESIZE_MS);
    };
    onMotion();
    motion.addEventListener("change", onMotion);
    window.addEventListener("resize", onResize);
    return () => {
      window.clearTimeout(timer);
      motion.removeEventListener("change", onMotion);
      window.removeEventListener("resize", onResize);
      api.plugins().autoplay?.stop();
    };
  }, [api, sync, pause]);

  const toggleUserPause = useCallback(() => {
    const willPause = !reasons.current.has("user");
    pause("user", willPause);
    setUserPaused(willPause);
  }, [pause]);

  return {
    /** False under reduced motion: no autoplay and no pause button. */
    isAllowed,
    isPlaying,
    isUserPaused,
    toggleUserPause,
    rootHandlers: {
      onMouseEnter: () => pause("hover", true),
      onMouseLeave: () => pause("hover", false),
      onFocus: () => pause("focus", true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          pause("focus", false);
      },
    },
  };
}
