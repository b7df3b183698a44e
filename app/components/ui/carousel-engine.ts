import Embla, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import Autoplay, { type AutoplayOptionsType } from "embla-carousel-autoplay";
import { WIDE_QUERY } from "~/lib/breakpoints";
import { fillTemplate } from "~/lib/fill-template";
import { prefersReducedMotion } from "~/lib/scroll";

interface EngineSettings {
  label: string;
  /** "{n} of {count}" and "{first} to {last} of {count}", in the page's language. */
  words: { slide: string; slides: string };
  options?: EmblaOptionsType;
  /** Embla off wider than 1024 px, where the caller lays the slides out as a row. */
  isRowWhenWide: boolean;
  autoplay?: AutoplayOptionsType;
  isPaused: boolean;
  isClickToSelect: boolean;
}

interface EngineReport {
  onSelect: (state: { selected: number; canPrev: boolean; canNext: boolean }) => void;
  onPlaying: (isPlaying: boolean) => void;
  /** What the live region says once a move has settled. */
  onSettle: (news: string) => void;
}

/** Embla and its Autoplay plugin taking over a carousel's native row (a chunk of its own). */
export function startCarousel(
  root: HTMLElement,
  track: HTMLElement,
  settings: EngineSettings,
  report: EngineReport,
) {
  const { label, options, autoplay, isClickToSelect } = settings;
  let isPaused = settings.isPaused;
  let timer: number | undefined;
  // Right to left (Arabic) the row starts at the right and Embla must be told.
  const isRtl = getComputedStyle(track).direction === "rtl";
  // Start where a native swipe left the row, then hand the position to Embla.
  const edge = track.getBoundingClientRect();
  const from = [...track.children].findIndex((s) => {
    const r = s.getBoundingClientRect();
    return isRtl ? r.left < edge.right - 2 : r.right > edge.left + 2;
  });
  track.scrollLeft = 0;
  root.toggleAttribute("data-ready", true);
  // Off under reduced motion (Embla follows the media query) and while the visitor pauses it.
  const plugins = () =>
    autoplay
      ? [
          Autoplay({
            ...autoplay,
            active: !isPaused,
            breakpoints: { "(prefers-reduced-motion: reduce)": { active: false } },
          }),
        ]
      : [];
  // Embla's frame is the row's clipping parent (inside the carousel, beside the controls).
  const frame = track.parentElement ?? root;
  const api: EmblaCarouselType = Embla(
    frame,
    {
      container: track,
      // Ours below: Embla's acts only within 10 ms of the Tab key, which a busy device misses.
      watchFocus: false,
      // Drag the slides, not the buttons under them.
      watchDrag: (_, event) => track.contains(event.target as Node),
      direction: isRtl ? "rtl" : "ltr",
      ...(settings.isRowWhenWide ? { breakpoints: { [WIDE_QUERY]: { active: false } } } : {}),
      ...options,
      startIndex: Math.max(from, 0),
    },
    plugins(),
  );
  // The running plugin, if any (an inactive one must not be called).
  const player = () => (isPaused || prefersReducedMotion() ? undefined : api.plugins()?.autoplay);
  const sync = () =>
    report.onSelect({
      selected: api.selectedScrollSnap(),
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
    });
  // Say which slides show (at least 60% inside the frame).
  const announce = () => {
    const frame = root.getBoundingClientRect();
    const shown = api.slideNodes().flatMap((slide, i) => {
      const r = slide.getBoundingClientRect();
      const inside = Math.min(r.right, frame.right) - Math.max(r.left, frame.left);
      return inside >= 0.6 * r.width ? [i + 1] : [];
    });
    const first = shown[0] ?? api.selectedScrollSnap() + 1;
    const last = shown.at(-1) ?? first;
    const count = api.slideNodes().length;
    const where =
      first === last
        ? fillTemplate(settings.words.slide, { n: first, count })
        : fillTemplate(settings.words.slides, { first, last, count });
    report.onSettle(`${label}: ${where}`);
  };
  // Hover and focus pause autoplay: after a re-init the plugin has not seen the pointer come in.
  const holdIfBusy = () => {
    if (root.matches(":hover, :focus-within")) player()?.stop();
  };
  // Autoplay pauses for a resize and moves on half a second after it.
  const onResize = () => {
    player()?.stop();
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      player()?.play();
      holdIfBusy();
    }, 500);
  };
  const slideOf = (target: EventTarget | null) =>
    (target as Element).closest<HTMLElement>("[data-index]");
  const indexOf = (slide: HTMLElement | null) => (slide ? api.slideNodes().indexOf(slide) : -1);
  const onClick = (event: MouseEvent) => {
    const index = indexOf(slideOf(event.target));
    if (isClickToSelect && index >= 0) api.scrollTo(index, prefersReducedMotion());
  };
  // Tab into a slide out of view: the browser scrolls the frame, which Embla does not know; undo
  // that and show the slide's snap at once.
  const onTabIn = (event: FocusEvent) => {
    const slide = slideOf(event.target);
    const index = indexOf(slide);
    if (index < 0 || !(event.target as Element).matches(":focus-visible")) return;
    frame.scrollLeft = 0;
    const shown = slide?.getBoundingClientRect();
    const bounds = frame.getBoundingClientRect();
    if (shown && shown.left > bounds.left - 1 && shown.right < bounds.right + 1) return;
    const snap = api.internalEngine().slideRegistry.findIndex((group) => group.includes(index));
    if (snap >= 0) api.scrollTo(snap, true);
  };
  const onFocusIn = () => player()?.stop();
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) player()?.play();
  };
  api
    .on("select", sync)
    .on("reInit", sync)
    .on("reInit", holdIfBusy)
    .on("settle", announce)
    .on("resize", onResize)
    .on("autoplay:play", () => report.onPlaying(true))
    .on("autoplay:stop", () => report.onPlaying(false));
  const listening = new AbortController();
  const { signal } = listening;
  track.addEventListener("click", onClick, { signal });
  track.addEventListener("focusin", onTabIn, { signal });
  root.addEventListener("focusin", onFocusIn, { signal });
  root.addEventListener("focusout", onFocusOut, { signal });
  sync();
  holdIfBusy();
  report.onPlaying(Boolean(player()?.isPlaying()));

  return {
    api,
    /** The visitor's pause: re-create the plugin inactive (the pointer leaving would restart it). */
    setPaused(isNowPaused: boolean) {
      if (isNowPaused === isPaused) return;
      isPaused = isNowPaused;
      api.reInit({}, plugins());
    },
    destroy() {
      window.clearTimeout(timer);
      listening.abort();
      api.destroy();
    },
  };
}
