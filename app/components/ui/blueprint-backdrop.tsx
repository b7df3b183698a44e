import styles from "./blueprint-backdrop.module.css";

/**
 * The site's drawn language behind dark bands: a blueprint grid and forged rings, in CSS only
 * (no image request, nothing to shift). Place it first inside a `position: relative` parent.
 */
export function BlueprintBackdrop() {
  return <div className={styles.backdrop} aria-hidden="true" />;
}
