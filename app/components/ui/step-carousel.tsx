import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from "react";
import { cx } from "~/lib/cx";
import { twoDigits } from "~/lib/format";
import { scrollStripTo } from "~/lib/scroll";
import { wrapIndex } from "~/lib/wrap-index";
import { CarouselControls } from "./carousel-controls";
import { CarouselTrack } from "./carousel-track";
import styles from "./step-carousel.module.css";

export interface StepCarouselProps<T> {
  /** Accessible name of the carousel, e.g. "Our process". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  prevLabel: string;
  nextLabel: string;
  /**
   * Above 1024 px: "row" hands the slides to the caller's row layout and hides the controls;
   * "carousel" keeps one slide at a time at every width.
   */
  wide?: "row" | "carousel";
  tone?: "light" | "dark";
  className?: string;
  trackClassName?: string;
  slideClassName?: string;
  /** The scrolling track, for callers that animate it (pinning). */
  trackRef?: Ref<HTMLDivElement>;
}

/** Without `scrollend`: the pause after the last scroll event that counts as the scroll's end. */
const SETTLE_MS = 120;

/**
 * One slide at a time; Previous and Next wrap around at both ends. The track is a scroll-snap row,
 * so swiping works natively and every slide stays readable without JavaScript.
 */
export function StepCarousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  prevLabel,
  nextLabel,
  wide = "carousel",
  tone = "light",
  className,
  trackClassName,
  slideClassName,
  trackRef,
}: StepCarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const [hasMoved, setHasMoved] = useState(false);
  const innerRef = useRef<HTMLDivElement | null>(null);
  const indexRef = useRef(0);
  const count = items.length;

  const setTrack = useCallback(
    (node: HTMLDivElement | null) => {
      innerRef.current = node;
      if (typeof trackRef === "function") trackRef(node);
      else if (trackRef) trackRef.current = node;
    },
    [trackRef],
  );

  const show = useCallback(
    (target: number) => {
      const track = innerRef.current;
      if (!track) return;
      const next = wrapIndex(target, count);
      indexRef.current = next;
      setIndex(next);
      setHasMoved(true);
      scrollStripTo(track, next * track.clientWidth);
    },
    [count],
  );

  useEffect(() => {
    const track = innerRef.current;
    if (!track) return;
    let timer: number | undefined;
    // A swipe moves the track itself: read the slide it settled on. Where the browser reports the
    // end of a scroll (`scrollend`) that is the moment; elsewhere, a pause in scroll events. A pause
    // alone misreads a smooth scroll that a busy page renders in uneven steps as a stop half-way.
    const readSettled = () => {
      if (track.clientWidth === 0) return;
      const settled = Math.round(track.scrollLeft / track.clientWidth);
      if (settled !== indexRef.current && settled >= 0 && settled < count) {
        indexRef.current = settled;
        setIndex(settled);
      }
    };
    const hasScrollEnd = "onscrollend" in window;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(readSettled, SETTLE_MS);
    };
    // Keep the current slide in view when the width changes (rotation, window resize).
    const observer = new ResizeObserver(() => {
      track.scrollTo({ left: indexRef.current * track.clientWidth, behavior: "instant" });
    });
    // Tab into a slide out of view: the browser scrolls only as far as the control, and the snap
    // would pull the track back and clip it. Bring the whole slide in instead.
    const onFocusIn = (event: FocusEvent) => {
      if (track.scrollWidth <= track.clientWidth) return;
      const slide = (event.target as Element).closest("[aria-roledescription='slide']");
      const target = slide?.parentElement === track ? [...track.children].indexOf(slide) : -1;
      if (target < 0) return;
      indexRef.current = target;
      setIndex(target);
      scrollStripTo(track, target * track.clientWidth);
    };
    if (hasScrollEnd) track.addEventListener("scrollend", readSettled);
    else track.addEventListener("scroll", onScroll, { passive: true });
    track.addEventListener("focusin", onFocusIn);
    observer.observe(track);
    return () => {
      window.clearTimeout(timer);
      track.removeEventListener("scrollend", readSettled);
      track.removeEventListener("scroll", onScroll);
      track.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
    };
  }, [count]);

  return (
    <section
      className={cx(styles.carousel, className)}
      data-wide={wide}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <CarouselTrack
        items={items}
        getKey={getKey}
        renderSlide={renderSlide}
        trackRef={setTrack}
        trackClassName={cx(styles.track, trackClassName)}
        slideClassName={cx(styles.slide, slideClassName)}
        currentIndex={index}
      />
      {count > 1 ? (
        <>
          <CarouselControls
            className={styles.controls}
            prevLabel={prevLabel}
            nextLabel={nextLabel}
            onPrev={() => show(indexRef.current - 1)}
            onNext={() => show(indexRef.current + 1)}
            position={`${twoDigits(index + 1)} / ${twoDigits(count)}`}
            tone={tone}
          />
          <p className="visually-hidden" aria-live="polite">
            {hasMoved ? `${label}: ${index + 1} of ${count}` : ""}
          </p>
        </>
      ) : null}
    </section>
  );
}
