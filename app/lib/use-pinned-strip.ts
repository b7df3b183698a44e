import { type RefObject, useEffect, useState } from "react";
import { PIN_QUERY } from "./breakpoints";
import { isGliding, scrollWindow } from "./scroll";

/** How long the page rests before a stepped strip snaps to its nearest step. */
const SNAP_DELAY_MS = 150;
/** Keys that scroll the page themselves. */
const SCROLL_KEYS = ["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "];

interface PinnedStripOptions {
  /** The section that sticks below the bar (CSS); its parent's extra height is the pin's length. */
  sectionRef: RefObject<HTMLElement | null>;
  trackRef: RefObject<HTMLElement | null>;
  /** How far the row travels in px, and the page scrolls while the section sticks (`--travel`). */
  travel: (track: HTMLElement) => number;
  /** Snap the page to each of this many equal steps of the pin, e.g. steps - 1. */
  snapSteps?: number;
}

/**
 * Where strips pin (`PIN_QUERY`), moves a stuck section's row sideways by as far as the page has
 * scrolled while it sticks (the caller's CSS). Answers whether it pins now.
 */
export function usePinnedStrip({
  sectionRef,
  trackRef,
  travel,
  snapSteps,
}: PinnedStripOptions): boolean {
  const [isPinned, setPinned] = useState(false);

  useEffect(() => {
    const section = sectionRef.current;
    const track = trackRef.current;
    const box = section?.parentElement;
    if (!section || !track || !box) return;
    const query = window.matchMedia(PIN_QUERY);
    const listening = new AbortController();
    const options = { passive: true, signal: listening.signal };
    let timer = 0;
    // Snap only a scroll of the visitor's own: never cut short a link's scroll through the pin.
    let isOwnScroll = false;

    // How far the page has scrolled while the section sticks (a sticky box's offset includes it).
    const stuck = () => section.offsetTop - box.offsetTop;
    // Stuck runs from 0 to the box's extra height: both ends are steps.
    const snap = () => {
      if (!snapSteps || !isOwnScroll) return;
      // A starved page may draw no frame of a glide for longer than the delay: snap where it ends.
      if (isGliding()) {
        timer = window.setTimeout(snap, SNAP_DELAY_MS);
        return;
      }
      const step = (box.offsetHeight - section.offsetHeight) / snapSteps;
      const at = stuck();
      const off = Math.round(at / step) * step - at;
      if (Math.abs(off) > 1) scrollWindow(window.scrollY + off);
    };
    // Right to left the row starts at the right and moves rightwards, bringing in what lies left.
    const onward = () => (getComputedStyle(track).direction === "rtl" ? 1 : -1);
    const follow = () => {
      if (!query.matches) return;
      track.style.transform = `translateX(${onward() * stuck()}px)`;
      window.clearTimeout(timer);
      timer = window.setTimeout(snap, SNAP_DELAY_MS);
    };
    // Called on observing and whenever the section changes size (not the box: this changes its size).
    const resized = new ResizeObserver(() => {
      // A distance either way (right to left, a row's last card lies left of its first).
      box.style.setProperty("--travel", `${Math.abs(travel(track))}px`);
      follow();
    });
    resized.observe(section);
    const sync = () => {
      setPinned(query.matches);
      track.style.transform = "";
      follow();
    };
    sync();
    query.addEventListener("change", sync, options);
    window.addEventListener("scroll", follow, options);
    const own = () => (isOwnScroll = true);
    window.addEventListener("wheel", own, options);
    window.addEventListener("touchstart", own, options);
    // Tab scrolls a focused control into view: a snap glide would undo that for the next Tab.
    const keyScrolls = (event: KeyboardEvent) => (isOwnScroll = SCROLL_KEYS.includes(event.key));
    window.addEventListener("keydown", keyScrolls, options);
    window.addEventListener("click", () => (isOwnScroll = false), options);
    return () => {
      listening.abort();
      resized.disconnect();
      window.clearTimeout(timer);
    };
  }, [sectionRef, trackRef, travel, snapSteps]);
  return isPinned;
}
