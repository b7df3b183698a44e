import styles from "./blueprint-backdrop.module.css";

export interface BlueprintBackdropProps {
  /** `banner`: two rings, for the inner pages' banners and the inquiry band. */
  variant: "banner";
}

/**
 * The site's drawn language behind dark bands: a blueprint grid and forged rings, in CSS only
 * (no image request, nothing to shift). Place it first inside a `position: relative` parent.
 */
export function BlueprintBackdrop({ variant }: BlueprintBackdropProps) {
  return <div className={`${styles.backdrop} ${styles[variant]}`} aria-hidden="true" />;
}
