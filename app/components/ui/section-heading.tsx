import type { Headline } from "~/content/types";
import styles from "./section-heading.module.css";

export interface SectionHeadingProps extends Headline {
  /** The heading element; sections under the page's `h1` use `h2`. */
  level?: "h1" | "h2" | "h3";
  align?: "start" | "center";
  tone?: "light" | "dark";
  id?: string;
}

/** Eyebrow, heading and optional subheading, in the site's type scale. */
export function SectionHeading({
  eyebrow,
  heading,
  subheading,
  level: Heading = "h2",
  align = "start",
  tone = "light",
  id,
}: SectionHeadingProps) {
  return (
    <div className={styles.wrap} data-align={align} data-tone={tone}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading className={styles.heading} id={id}>
        {heading}
      </Heading>
      {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
    </div>
  );
}
