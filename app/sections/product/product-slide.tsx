import { ContentImage } from "~/components/ui/content-image";
import type { ProductSlide as Slide } from "~/content/catalogue";
import styles from "./product-slide.module.css";

export interface ProductSlideProps {
  slide: Slide;
}

/** Short values read best as chips; longer ones as a list of lines. */
const CHIP_MAX_CHARS = 22;

/** One product: its picture on the drawn backdrop, and its Capacity, Materials and Features. */
export function ProductSlide({ slide }: ProductSlideProps) {
  return (
    <article className={styles.slide}>
      <div className={styles.media}>
        <ContentImage image={slide.image} className={styles.image} />
      </div>
      <div className={styles.info}>
        <h3 className={styles.heading}>{slide.heading}</h3>
        <dl className={styles.specs}>
          {slide.specs.map((spec) => (
            <div key={spec.title} className={styles.spec}>
              <dt className={styles.title}>{spec.title}</dt>
              <dd className={styles.value}>
                {typeof spec.text === "string" ? (
                  spec.text
                ) : (
                  <ul
                    className={
                      spec.text.every((value) => value.length <= CHIP_MAX_CHARS)
                        ? styles.chips
                        : styles.lines
                    }
                  >
                    {spec.text.map((value) => (
                      <li key={value}>{value}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
