import navigation from "~content/layout/navigation.yml";
import styles from "./skip-link.module.css";

/** The first focusable element: jumps keyboard users past the navigation to `<main>`. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      {navigation.assistive.skipLink}
    </a>
  );
}
