import { cx } from "~/lib/cx";
import styles from "./carousel-controls.module.css";

export interface CarouselControlsProps {
  prevLabel: string;
  nextLabel: string;
  onPrev: () => void;
  onNext: () => void;
  isPrevDisabled?: boolean;
  isNextDisabled?: boolean;
  /** Visible position, e.g. "02 / 06"; hidden from screen readers, which get the live text. */
  position?: string;
  tone?: "light" | "dark";
  className?: string;
}

/** Previous and Next buttons of a carousel, with an optional position readout between them. */
export function CarouselControls({
  prevLabel,
  nextLabel,
  onPrev,
  onNext,
  isPrevDisabled = false,
  isNextDisabled = false,
  position,
  tone = "light",
  className,
}: CarouselControlsProps) {
  return (
    <div className={cx(styles.controls, className)} data-tone={tone}>
      <button
        type="button"
        className={styles.button}
        aria-label={prevLabel}
        disabled={isPrevDisabled}
        onClick={onPrev}
      >
        <Chevron direction="prev" />
      </button>
      {position ? (
        <span className={styles.position} aria-hidden="true">
          {position}
        </span>
      ) : null}
      <button
        type="button"
        className={styles.button}
        aria-label={nextLabel}
        disabled={isNextDisabled}
        onClick={onNext}
      >
        <Chevron direction="next" />
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: "prev" | "next" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "prev" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
