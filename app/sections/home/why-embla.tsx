import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { prefersReducedMotion } from "~/lib/scroll";
import { useWhyAutoplay } from "./use-why-autoplay";

/** Autoplay delay between slides, in ms. */
export const AUTOPLAY_DELAY_MS = 5000;

/** What the section needs to know to draw its dots and pause button. */
export interface WhyState {
  selected: number;
  isPlaying: boolean;
  /** False under reduced motion: no autoplay and no pause button. */
  isAllowed: boolean;
  isUserPaused: boolean;
}

/** What the section's buttons ask of the carousel. */
export interface WhyController {
  goTo: (index: number) => void;
  togglePause: () => void;
}

export interface WhyEmblaProps {
  /** The carousel viewport already in the page; Embla takes it over. */
  viewport: HTMLElement;
  /** The carousel region: hovering it or focusing inside it pauses autoplay. */
  root: HTMLElement;
  onReady: (controller: WhyController) => void;
  onState: (state: WhyState) => void;
}

/**
 * Embla, its autoplay and the slide clicks for the Why Choose section, loaded as their own chunk
 * when the section comes near, so none of it is part of the page's first download. Renders
 * nothing: the markup is the section's own, identical before and after Embla starts.
 */
export default function WhyEmbla({ viewport, root, onReady, onState }: WhyEmblaProps) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  // Loop, centred, one slide per step; duration 25 is Embla's default feel, about 300 ms per slide;
  // drags start after 5 px (so a tap is never read as a drag).
  const [options] = useState(
    () =>
      ({ loop: true, align: "center", slidesToScroll: 1, duration: 25, dragThreshold: 5 }) as const,
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);
  const player = useWhyAutoplay(api, root);
  const { isPlaying, isAllowed, isUserPaused, toggleUserPause } = player;

  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    if (!api) return;
    // A native scroll made before Embla arrived would offset its frame.
    viewport.scrollLeft = 0;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // Embla swallows the click that ends a drag, so this only fires for real clicks.
    const onClick = (event: MouseEvent) => {
      const slide = (event.target as Element).closest<HTMLElement>("[data-index]");
      if (slide) api.scrollTo(Number(slide.dataset.index), prefersReducedMotion());
    };
    const container = api.containerNode();
    onSelect();
    api.on("select", onSelect);
    container.addEventListener("click", onClick);
    return () => {
      api.off("select", onSelect);
      container.removeEventListener("click", onClick);
    };
  }, [api, viewport]);

  useEffect(() => {
    if (!api) return;
    onReady({
      goTo: (index) => api.scrollTo(index, prefersReducedMotion()),
      togglePause: toggleUserPause,
    });
  }, [api, onReady, toggleUserPause]);

  useEffect(() => {
    onState({ selected, isPlaying, isAllowed, isUserPaused });
  }, [onState, selected, isPlaying, isAllowed, isUserPaused]);

  return null;
}
