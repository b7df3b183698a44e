import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";

/** Autoplay delay between slides, in ms. */
export const AUTOPLAY_DELAY_MS = 5000;

export interface WhyEmblaProps {
  /** The carousel viewport already in the page; Embla takes it over. */
  viewport: HTMLElement;
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * Embla for the Why Choose slides, loaded as its own chunk when the section comes near, so the
 * carousel library is not part of the page's first download. Renders nothing: the markup is the
 * section's own, identical before and after Embla starts. Autoplay starts paused; `useWhyAutoplay`
 * decides when it runs.
 */
export default function WhyEmbla({ viewport, onApi }: WhyEmblaProps) {
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
  // drags start after 5 px (the specification's touch threshold).
  const [options] = useState(
    () =>
      ({ loop: true, align: "center", slidesToScroll: 1, duration: 25, dragThreshold: 5 }) as const,
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    onApi(api);
  }, [api, onApi]);

  return null;
}
