import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { cx } from "~/lib/cx";
import { twoDigits } from "~/lib/format";
import { prefersReducedMotion } from "~/lib/scroll";
import styles from "./carousel.module.css";

/** What custom controls (Why Choose's dots) read and call. */
export interface CarouselView {
  selected: number;
  count: number;
  /** Autoplay can run: Embla is ready and motion is allowed. */
  canPlay: boolean;
  /** Scrolls to a slide; jumps under reduced motion. */
  goTo: (index: number) => void;
}

export interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "Our process". */
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
  /** The row of slides, for callers that animate it (pinning). */
  trackRef?: Ref<HTMLDivElement>;
}

/** How close (px) a carousel may come to the window before Embla is fetched. */
const PRELOAD_MARGIN_PX = 800;
/** The pause after a window resize before autoplay moves on again. */
export const RESUME_AFTER_RESIZE_MS = 500;
const REDUCED = "(prefers-reduced-motion: reduce)";

/**
 * A carousel following the ARIA pattern. The server HTML is a native scroll-snap row that works
 * without JavaScript; Embla (its own chunk, fetched when the carousel comes near) takes it over.
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
  const innerTrack = useRef<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const count = items.length;
  const [state, setState] = useState({
    selected: 0,
    canPrev: Boolean(options?.loop),
    canNext: count > 1,
  });
  const [isPlaying, setPlaying] = useState(false);
  const [news, setNews] = useState("");
  // Read once, when Embla starts.
  const config = useRef({ options, wide, autoplay, isPaused, isClickToSelect, label });
  const replug = useRef((_isActive: boolean): void => {});
  // Runs a move now, or once Embla has arrived (a click can come before it: it is then fetched).
  const move = useRef((_action: (api: EmblaCarouselType) => void): void => {});

  useEffect(() => {
    const root = rootRef.current;
    const track = innerTrack.current;
    if (!root || !track || count < 2) return;
    const { options, wide, autoplay, isClickToSelect, label } = config.current;
    let embla: EmblaCarouselType | undefined;
    let isGone = false;
    let timer: number | undefined;
    // The running plugin, if any (an inactive one must not be called).
    const player = () =>
      config.current.isPaused || prefersReducedMotion() ? undefined : embla?.plugins()?.autoplay;
    const start = async () => {
      const [{ default: Embla }, Autoplay] = await Promise.all([
        import("embla-carousel"),
        autoplay ? import("embla-carousel-autoplay").then((m) => m.default) : null,
      ]);
      if (isGone) return;
      // Start where a native swipe left the row, then hand the position to Embla.
      const left = track.getBoundingClientRect().left;
      const from = [...track.children].findIndex((s) => s.getBoundingClientRect().right > left + 2);
      track.scrollLeft = 0;
      root.toggleAttribute("data-ready", true);
      // Off under reduced motion (Embla follows the media query) and while the visitor pauses it.
      const plugins = (isActive: boolean) =>
        Autoplay
          ? [
              Autoplay({
                ...autoplay,
                active: isActive,
                breakpoints: { [REDUCED]: { active: false } },
              }),
            ]
          : [];
      replug.current = (isActive) => embla?.reInit({}, plugins(isActive));
      const api = Embla(
        root,
        {
          container: track,
          // Drag the slides, not the buttons under them.
          watchDrag: (_, event) => track.contains(event.target as Node),
          ...(wide ? { breakpoints: { "(min-width: 1025px)": { active: false } } } : {}),
          ...options,
          startIndex: Math.max(from, 0),
        },
        plugins(!config.current.isPaused),
      );
      embla = api;
      const sync = () =>
        setState({
          selected: api.selectedScrollSnap(),
          canPrev: api.canScrollPrev(),
          canNext: api.canScrollNext(),
        });
      // Say which slides show (at least 60% inside the frame) once a move has settled.
      const announce = () => {
        const frame = root.getBoundingClientRect();
        const shown = api.slideNodes().flatMap((slide, i) => {
          const r = slide.getBoundingClientRect();
          const inside = Math.min(r.right, frame.right) - Math.max(r.left, frame.left);
          return inside >= 0.6 * r.width ? [i + 1] : [];
        });
        const first = shown[0] ?? api.selectedScrollSnap() + 1;
        const last = shown.at(-1) ?? first;
        setNews(`${label}: ${first === last ? first : `${first} to ${last}`} of ${count}`);
      };
      // Hover and focus pause autoplay: after a re-init the plugin has not seen the pointer come in.
      const holdIfBusy = () => {
        if (root.matches(":hover, :focus-within")) player()?.stop();
      };
      const onResize = () => {
        player()?.stop();
        window.clearTimeout(timer);
        timer = window.setTimeout(() => {
          player()?.play();
          holdIfBusy();
        }, RESUME_AFTER_RESIZE_MS);
      };
      api
        .on("select", sync)
        .on("reInit", sync)
        .on("reInit", holdIfBusy)
        .on("settle", announce)
        .on("resize", onResize)
        .on("autoplay:play", () => setPlaying(true))
        .on("autoplay:stop", () => setPlaying(false));
      sync();
      holdIfBusy();
      setPlaying(Boolean(player()?.isPlaying()));
      setApi(api);
      pending?.(api);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== track || !/^Arrow(Left|Right)$/.test(event.key)) return;
      event.preventDefault();
      const jump = prefersReducedMotion();
      move.current((api) =>
        event.key === "ArrowLeft" ? api.scrollPrev(jump) : api.scrollNext(jump),
      );
    };
    const onClick = (event: MouseEvent) => {
      const slide = (event.target as Element).closest("[aria-roledescription='slide']");
      const index = embla?.slideNodes().indexOf(slide as HTMLElement) ?? -1;
      if (isClickToSelect && index >= 0) embla?.scrollTo(index, prefersReducedMotion());
    };
    const onFocusIn = () => player()?.stop();
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) player()?.play();
    };
    let pending: ((api: EmblaCarouselType) => void) | undefined;
    let isStarted = false;
    const begin = () => {
      if (isStarted) return;
      isStarted = true;
      observer.disconnect();
      void start();
    };
    move.current = (action) => {
      if (embla) action(embla);
      else {
        pending = action;
        begin();
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: `${PRELOAD_MARGIN_PX}px` },
    );
    observer.observe(root);
    track.addEventListener("keydown", onKey);
    track.addEventListener("click", onClick);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      isGone = true;
      observer.disconnect();
      window.clearTimeout(timer);
      track.removeEventListener("keydown", onKey);
      track.removeEventListener("click", onClick);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      embla?.destroy();
    };
  }, [count]);

  // The visitor's pause: re-create the plugin inactive (the pointer leaving would restart it).
  useEffect(() => {
    if (config.current.isPaused === isPaused) return;
    config.current.isPaused = isPaused;
    replug.current(!isPaused);
  }, [isPaused]);

  const setTrack = (node: HTMLDivElement | null) => {
    innerTrack.current = node;
    if (typeof trackRef === "function") trackRef(node);
    else if (trackRef) trackRef.current = node;
  };
  const goTo = (index: number) =>
    move.current((api) => api.scrollTo(index, prefersReducedMotion()));
  const canPlay = Boolean(api && config.current.autoplay) && !prefersReducedMotion();
  const view = { selected: state.selected, count, canPlay, goTo };

  return (
    <section
      ref={rootRef}
      className={cx(styles.carousel, className)}
      data-look={look}
      data-wide={wide}
      data-autoplay={autoplay ? (isPlaying ? "on" : "off") : undefined}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={setTrack}
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
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            data-index={i}
            data-current={i === state.selected ? "" : undefined}
          >
            {renderSlide(item, i)}
          </div>
        ))}
      </div>
      {controls ? (
        controls(view)
      ) : count > 1 ? (
        <>
          <div className={styles.controls} data-tone={tone}>
            <button
              type="button"
              className={styles.button}
              aria-label={prevLabel}
              disabled={!state.canPrev}
              onClick={() => move.current((api) => api.scrollPrev(prefersReducedMotion()))}
            >
              <Chevron path="M15 5l-7 7 7 7" />
            </button>
            {isCounted ? (
              <span className={styles.position} aria-hidden="true">
                {`${twoDigits(state.selected + 1)} / ${twoDigits(count)}`}
              </span>
            ) : null}
            <button
              type="button"
              className={styles.button}
              aria-label={nextLabel}
              disabled={!state.canNext}
              onClick={() => move.current((api) => api.scrollNext(prefersReducedMotion()))}
            >
              <Chevron path="M9 5l7 7-7 7" />
            </button>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {news}
          </p>
        </>
      ) : null}
    </section>
  );
}

function Chevron({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
