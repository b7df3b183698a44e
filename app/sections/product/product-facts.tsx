import type { ReactNode } from "react";
import styles from "./product-slide.module.css";

/** Short values read best as chips; longer ones as a list of lines. */
const CHIP_MAX_CHARS = 22;

export interface ProductFact {
  key: string;
  label: string;
  values: readonly string[];
  /** Shown after the values (the certifications' link to the services page). */
  after?: ReactNode;
}

/** A product's facts as a description list: one value as text, several as chips or lines. */
export function ProductFacts({ facts }: { facts: readonly ProductFact[] }) {
  return (
    <dl className={styles.specs}>
      {facts.map(({ key, label, values, after }) => (
        <div key={key}>
          <dt className={styles.title}>{label}</dt>
          <dd>
            {values.length === 1 ? (
              values[0]
            ) : (
              <ul
                className={
                  values.every((value) => value.length <= CHIP_MAX_CHARS)
                    ? styles.chips
                    : styles.lines
                }
              >
                {values.map((value) => (
                  <li key={value}>{value}</li>
                ))}
              </ul>
            )}
            {after}
          </dd>
        </div>
      ))}
    </dl>
  );
}
