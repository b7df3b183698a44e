import { type ReactNode, useEffect, useRef, useState } from "react";
import { scrollEdges } from "~/lib/carousel-steps";
import { cx } from "~/lib/cx";
import { scrollStripTo } from "~/lib/scroll";
import { CarouselControls } from "./carousel-controls";
import { CarouselTrack } from "./carousel-track";
import styles from "./scroll-strip.module.css";
import { shownSlides, stripPosition } from "./strip-position";

export interface ScrollStripProps<T> {
  /** Accessible name of the strip, e.g. "Key highlights". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  prevLabel: string;
  nextLabel: string;
  /** How far one click moves the strip, in px. */
  step: (track: HTMLElement) => number;
  tone?: "light" | "dark";
  className?: string;
  trackClassName?: string;
  slideClassName?: string;
}

/** Settling time after the last scroll event before the shown slides are read. */
const SETTLE_MS = 120;

/**
 * A horizontally scrolling row of slides with Previous and Next buttons that move it by `step` and
 * are disabled at the ends. Swipe, wheel and keyboard scrolling work on the track itself; a polite
 * live region says which slides show once it settles.
 */
export function ScrollStrip<T>({
  label,
  items,
  getKey,
  renderSlide,
  prevLabel,
  nextLabel,
  step,
  tone = "light",
  className,
  trackClassName,
  slideClassName,
}: ScrollStripProps<T>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ canPrev: false, canNext: items.length > 1 });
  const [announcement, setAnnouncement] = useState("");
  const hasControls = items.length > 1;
  const count = items.length;

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !hasControls) return;
    let frame = 0;
    let timer: number | undefined;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = scrollEdges(track);
        setEdges((now) =>
          now.canPrev === next.canPrev && now.canNext === next.canNext ? now : next,
        );
      });
    };
    // Once the strip has moved (buttons, swipe or keys), say which slides it shows when it settles.
    const onScroll = () => {
      update();
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const spans = [...track.children].map((slide) => slide.getBoundingClientRect());
        setAnnouncement(
          stripPosition(label, shownSlides(spans, track.getBoundingClientRect()), count),
        );
      }, SETTLE_MS);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(track);
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      observer.disconnect();
      track.removeEventListener("scroll", onScroll);
    };
  }, [hasControls, label, count]);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) scrollStripTo(track, track.scrollLeft + direction * step(track));
  };

  return (
    <section
      className={cx(styles.strip, className)}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <CarouselTrack
        items={items}
        getKey={getKey}
        renderSlide={renderSlide}
        trackRef={trackRef}
        trackClassName={cx(styles.track, trackClassName)}
        slideClassName={cx(styles.slide, slideClassName)}
      />
      {hasControls ? (
        <CarouselControls
          className={styles.controls}
          prevLabel={prevLabel}
          nextLabel={nextLabel}
          onPrev={() => move(-1)}
          onNext={() => move(1)}
          isPrevDisabled={!edges.canPrev}
          isNextDisabled={!edges.canNext}
          tone={tone}
        />
      ) : null}
      {hasControls ? (
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      ) : null}
    </section>
  );
}
