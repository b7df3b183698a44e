import type { ReactNode, Ref } from "react";

export interface CarouselTrackProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  trackRef?: Ref<HTMLDivElement>;
  trackClassName: string;
  slideClassName: string;
  /** The slide marked `data-current`, for carousels that have one. */
  currentIndex?: number;
}

/**
 * The scrolling row of a carousel: focusable so keyboard users can scroll it, each slide a group
 * named by its position ("2 of 6"), as the ARIA carousel pattern describes.
 */
export function CarouselTrack<T>({
  items,
  getKey,
  renderSlide,
  trackRef,
  trackClassName,
  slideClassName,
  currentIndex,
}: CarouselTrackProps<T>) {
  return (
    <div
      ref={trackRef}
      className={trackClassName}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      {items.map((item, i) => (
        // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern makes each slide a named group; a fieldset would be wrong.
        <div
          key={getKey(item)}
          className={slideClassName}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${items.length}`}
          data-current={i === currentIndex ? "" : undefined}
        >
          {renderSlide(item, i)}
        </div>
      ))}
    </div>
  );
}
