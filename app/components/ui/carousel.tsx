import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useContent } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { fillTemplate } from "~/lib/fill-template";
import { twoDigits } from "~/lib/format";
import { prefersReducedMotion } from "~/lib/scroll";
import styles from "./carousel.module.css";
import { LineIcon } from "./line-icon";

/** What custom controls (Why Choose's dots) read and call. */
export interface CarouselView {
  selected: number;
  count: number;
  /** Autoplay can run: Embla is ready and motion is allowed. */
  canPlay: boolean;
  /** Scrolls to a slide; jumps under reduced motion. */
  goTo: (index: number) => void;
  /** A slide's name, "2 of 6" in the page's language. */
  nameOf: (index: number) => string;
}

export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Embla's options: `loop` wraps Previous and Next around, else they stop at the ends. */
  options?: EmblaOptionsType;
  /** "step": one slide at a time; "strip": a row of cards 30 px apart. */
  look?: "step" | "strip";
  /** "row": wider than 1024 px the caller lays the slides out (Embla off, no controls). */
  wide?: "row";
  prevLabel?: string;
  nextLabel?: string;
  /** Shows "02 / 06" between the arrows. */
  isCounted?: boolean;
  /** Embla's Autoplay plugin, paused while `isPaused`, off under reduced motion. */
  autoplay?: Partial<AutoplayOptionsType>;
  isPaused?: boolean;
  /** A click on a slide brings it in. */
  isClickToSelect?: boolean;
  /** Replaces the arrows (and their live region). */
  controls?: (view: CarouselView) => ReactNode;
  tone?: "light" | "dark";
  className?: string;
  trackClassName?: string;
  slideClassName?: string;
  /** For callers that animate the row (pinning). */
  trackRef?: Ref<HTMLDivElement>;
}

/** How close (px) a carousel may come to the window before Embla is fetched. */
const PRELOAD_MARGIN_PX = 800;
type Engine = ReturnType<typeof import("./carousel-engine").startCarousel>;

/**
 * An ARIA carousel: a native scroll-snap row without JavaScript, taken over by Embla (its own
 * chunk, fetched when the carousel comes near).
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  options,
  look = "step",
  wide,
  prevLabel = "",
  nextLabel = "",
  isCounted = false,
  autoplay,
  isPaused = false,
  isClickToSelect = false,
  controls,
  tone = "light",
  className,
  trackClassName,
  slideClassName,
  trackRef,
}: CarouselProps<T>) {
  const rootRef = useRef<HTMLElement>(null);
  const innerTrack = useRef<HTMLDivElement>(null);
  useImperativeHandle(trackRef, () => innerTrack.current as HTMLDivElement);
  const [isReady, setReady] = useState(false);
  const count = items.length;
  const [state, setState] = useState({
    selected: 0,
    canPrev: Boolean(options?.loop),
    canNext: count > 1,
  });
  const [isPlaying, setPlaying] = useState(false);
  const [news, setNews] = useState("");
  // "carousel", "slide" and "2 of 6" in the page's language.
  const {
    carouselRole,
    slideRole,
    slide: slideWords,
    slides: slidesWords,
  } = useContent("layout/navigation").assistive;
  // Read once, when Embla starts.
  const settings = useRef({
    label,
    words: { slide: slideWords, slides: slidesWords },
    options,
    isRowWhenWide: wide === "row",
    autoplay,
    isPaused,
    isClickToSelect,
  });
  const engine = useRef<Engine | null>(null);
  // Runs a move now, or once Embla has arrived (a click can come before it: it is then fetched).
  const move = useRef((_action: (api: EmblaCarouselType) => void): void => {});

  useEffect(() => {
    const root = rootRef.current;
    const track = innerTrack.current;
    if (!root || !track || count < 2) return;
    let pending: ((api: EmblaCarouselType) => void) | undefined;
    let isStarted = false;
    let isGone = false;
    const begin = async () => {
      if (isStarted) return;
      isStarted = true;
      observer.disconnect();
      const { startCarousel } = await import("./carousel-engine");
      if (isGone) return;
      const started = startCarousel(root, track, settings.current, {
        onSelect: setState,
        onPlaying: setPlaying,
        onSettle: setNews,
      });
      engine.current = started;
      setReady(true);
      pending?.(started.api);
    };
    move.current = (action) => {
      if (engine.current) action(engine.current.api);
      else {
        pending = action;
        void begin();
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== track || !/^Arrow(Left|Right)$/.test(event.key)) return;
      event.preventDefault();
      const jump = prefersReducedMotion();
      // The arrow towards the next slide: right, or left in a right-to-left row.
      const nextKey = getComputedStyle(track).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
      move.current((api) => (event.key === nextKey ? api.scrollNext(jump) : api.scrollPrev(jump)));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void begin();
      },
      { rootMargin: `${PRELOAD_MARGIN_PX}px` },
    );
    observer.observe(root);
    track.addEventListener("keydown", onKey);
    return () => {
      isGone = true;
      observer.disconnect();
      track.removeEventListener("keydown", onKey);
      engine.current?.destroy();
      engine.current = null;
    };
  }, [count]);

  useEffect(() => {
    settings.current.isPaused = isPaused;
    engine.current?.setPaused(isPaused);
  }, [isPaused]);

  const nameOf = (index: number) => fillTemplate(slideWords, { n: index + 1, count });
  const goTo = (index: number) =>
    move.current((api) => api.scrollTo(index, prefersReducedMotion()));
  const arrow = (to: "prev" | "next") => (
    <button
      type="button"
      className={styles.button}
      aria-label={to === "prev" ? prevLabel : nextLabel}
      disabled={to === "prev" ? !state.canPrev : !state.canNext}
      onClick={() =>
        move.current((api) =>
          (to === "prev" ? api.scrollPrev : api.scrollNext)(prefersReducedMotion()),
        )
      }
    >
      <LineIcon path={to === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </button>
  );
  const canPlay = isReady && Boolean(autoplay) && !prefersReducedMotion();
  const view = { selected: state.selected, count, canPlay, goTo, nameOf };

  return (
    <section
      ref={rootRef}
      className={cx(styles.carousel, className)}
      data-look={look}
      data-wide={wide}
      data-autoplay={autoplay ? (isPlaying ? "on" : "off") : undefined}
      aria-roledescription={carouselRole}
      aria-label={label}
    >
      {/* Embla's frame clips the moving row here, so the controls' focus rings stay whole. */}
      <div className={styles.viewport}>
        <div
          ref={innerTrack}
          className={cx(styles.track, trackClassName)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
        >
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern makes each slide a named group; a fieldset would be wrong.
            <div
              key={getKey(item)}
              className={cx(styles.slide, slideClassName)}
              role="group"
              aria-roledescription={slideRole}
              aria-label={nameOf(i)}
              data-index={i}
              data-current={i === state.selected ? "" : undefined}
            >
              {renderSlide(item, i)}
            </div>
          ))}
        </div>
      </div>
      {controls ? (
        controls(view)
      ) : count > 1 ? (
        <>
          <div className={styles.controls} data-tone={tone}>
            {arrow("prev")}
            {isCounted ? (
              <span className={styles.position} aria-hidden="true">
                {`${twoDigits(state.selected + 1)} / ${twoDigits(count)}`}
              </span>
            ) : null}
            {arrow("next")}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {news}
          </p>
        </>
      ) : null}
    </section>
  );
}
