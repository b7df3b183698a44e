import { type RefObject, useEffect, useState } from "react";

/**
 * Decides after hydration whether the hero loop may load (never under reduced motion or Save-Data),
 * then plays it only while it is on screen and stops it if reduced motion is switched on.
 * Returns whether the sources should be attached and whether the loop is showing frames.
 */
export function useHeroVideo(videoRef: RefObject<HTMLVideoElement | null>): {
  isEnabled: boolean;
  isPlaying: boolean;
} {
  const [isEnabled, setEnabled] = useState(false);
  const [isPlaying, setPlaying] = useState(false);

  useEffect(() => {
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    // Save-Data: Chromium's Network Information API.
    const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
    const update = () => setEnabled(!motion.matches && connection?.saveData !== true);
    update();
    motion.addEventListener("change", update);
    return () => motion.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!isEnabled) {
      video.pause();
      setPlaying(false);
      return;
    }
    // React sets `muted` as a property only; autoplay policies need it before play().
    video.muted = true;
    video.load();
    const play = () => {
      // A refused or interrupted play just leaves the poster showing.
      video.play().catch(() => setPlaying(false));
    };
    const onPlaying = () => setPlaying(true);
    video.addEventListener("playing", onPlaying);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) play();
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.removeEventListener("playing", onPlaying);
    };
  }, [isEnabled, videoRef]);

  return { isEnabled, isPlaying };
}
