import { layoutText } from "~/content/navigation";
import styles from "./skip-link.module.css";

/** The first focusable element: jumps keyboard users past the navigation to `<main>`. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      {layoutText.skipLink}
    </a>
  );
}
