import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/scroll";

/** The pause after a window resize before the slideshow moves on again. */
export const RESUME_AFTER_RESIZE_MS = 500;

type PauseReason = "hover" | "focus" | "resize" | "user";

/**
 * Runs the Why Choose slideshow's autoplay plugin: never under reduced motion, paused while the
 * pointer is over `root` or focus is inside it, while the window is being resized (resuming 500 ms
 * after the last resize) and after the visitor pauses it.
 */
export function useWhyAutoplay(api: EmblaCarouselType | undefined, root: HTMLElement) {
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
    const onEnter = () => pause("hover", true);
    const onLeave = () => pause("hover", false);
    const onFocusIn = () => pause("focus", true);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) pause("focus", false);
    };
    onMotion();
    motion.addEventListener("change", onMotion);
    window.addEventListener("resize", onResize);
    root.addEventListener("mouseenter", onEnter);
    root.addEventListener("mouseleave", onLeave);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      window.clearTimeout(timer);
      motion.removeEventListener("change", onMotion);
      window.removeEventListener("resize", onResize);
      root.removeEventListener("mouseenter", onEnter);
      root.removeEventListener("mouseleave", onLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      api.plugins().autoplay?.stop();
    };
  }, [api, root, sync, pause]);

  const toggleUserPause = useCallback(() => {
    const willPause = !reasons.current.has("user");
    pause("user", willPause);
    setUserPaused(willPause);
  }, [pause]);

  return { isAllowed, isPlaying, isUserPaused, toggleUserPause };
}
