import { fillTemplate } from "~/lib/fill-template";
import styles from "./why-choose.module.css";

export interface WhyDotsProps {
  titles: string[];
  selected: number;
  onSelect: (index: number) => void;
  /** Each dot's name, one message: 'Go to slide {n}: {name}'. */
  dotLabel: string;
  /** The pause button, when autoplay is allowed. */
  pause?: { isPaused: boolean; onToggle: () => void; pauseLabel: string; playLabel: string };
}

/** One named button per slide (the current one marked) and the slideshow's pause button. */
export function WhyDots({ titles, selected, onSelect, dotLabel, pause }: WhyDotsProps) {
  return (
    <div className={styles.controls}>
      <div className={styles.dots}>
        {titles.map((title, index) => (
          <button
            key={title}
            type="button"
            className={styles.dot}
            aria-label={fillTemplate(dotLabel, { n: index + 1, name: title })}
            aria-current={index === selected ? "true" : undefined}
            onClick={() => onSelect(index)}
          />
        ))}
      </div>
      {pause ? (
        <button
          type="button"
          className={styles.pause}
          aria-label={pause.isPaused ? pause.playLabel : pause.pauseLabel}
          onClick={pause.onToggle}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d={pause.isPaused ? "M8 5.5v13l11-6.5z" : "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z"}
              fill="currentColor"
            />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
