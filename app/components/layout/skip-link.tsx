import { useContent } from "~/content/use-content";
import styles from "./skip-link.module.css";

/** The first focusable element: jumps keyboard users past the navigation to `<main>`. */
export function SkipLink() {
  const navigation = useContent("layout/navigation");
  return (
    <a className={styles.skip} href="#main">
      {navigation.assistive.skipLink}
    </a>
  );
}
