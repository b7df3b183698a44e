import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
import { hashTarget, scrollToElement } from "./scroll";

export interface PinOptions {
  /** The section that stays pinned while its track moves. */
  section: HTMLElement;
  /** The row that moves sideways. */
  track: HTMLElement;
  /** Horizontal travel in px, also the length of page scroll the section stays pinned for. */
  travel: () => number;
  /** Snap to each of this many equal steps (0.3 s, power1.inOut). */
  snapSteps?: number;
  /** Only the first pin of a page can have overtaken a hash scroll; later ones come from resizing. */
  isFirstPin: boolean;
}

/**
 * Pins `section` and scrubs `track` sideways with the page scroll. Loaded with GSAP on first use
 * (`use-pinned-strip`), so none of it is part of a page's first download. Answers the undo.
 */
export function pinStrip({
  section,
  track,
  travel,
  snapSteps,
  isFirstPin,
}: PinOptions): () => void {
  gsap.registerPlugin(ScrollTrigger);
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
  const stopFollowing = isFirstPin ? followHashTarget(section) : () => {};
  // Late fonts and images change sizes; measure again once everything has loaded.
  if (document.readyState !== "complete") {
    window.addEventListener("load", () => ScrollTrigger.refresh(), { once: true });
  }
  return () => {
    stopFollowing();
    context.revert();
  };
}

/** What a visitor does to scroll or act on their own; after it, the page is theirs. */
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Pinning adds the strip's travel to the page height above everything that follows, so a scroll
 * to a hash target further down that started before GSAP arrived aims at the old position. And
 * every ScrollTrigger refresh (its own on `load` and resize, and ours above) puts the page back
 * where it last measured it, which cuts short a smooth scroll still on its way. So aim at the
 * target now and again after each refresh, until the visitor scrolls or acts on their own.
 * (Aiming while the page is already there, or before the route's own hash scroll, is harmless:
 * both go to the same place.)
 */
function followHashTarget(section: HTMLElement): () => void {
  const target = hashTarget(window.location.hash);
  if (!target || !(section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) {
    return () => {};
  }
  const aim = () => scrollToElement(target);
  const stop = () => {
    ScrollTrigger.removeEventListener("refresh", aim);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
  };
  ScrollTrigger.addEventListener("refresh", aim);
  for (const type of VISITOR_INPUT) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  aim();
  return stop;
}
