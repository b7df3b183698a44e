import { cx } from "~/lib/cx";
import styles from "./search-icon.module.css";

/** A magnifying glass, in the colour of the text around it. */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      className={cx(styles.icon, className)}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5" />
    </svg>
  );
}
