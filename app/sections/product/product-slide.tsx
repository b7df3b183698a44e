import { ContentImage } from "~/components/ui/content-image";
import { useContent } from "~/content/use-content";
import type { Product } from "./catalogue";
import styles from "./product-slide.module.css";

export interface ProductSlideProps {
  slide: Product;
}

/** Short values read best as chips; longer ones as a list of lines. */
const CHIP_MAX_CHARS = 22;

/** The facts every product slide lists, in this order. */
const FACTS = ["capacity", "materials", "features"] as const;

/** One product: its picture on the drawn backdrop, and its Capacity, Materials and Features. */
export function ProductSlide({ slide }: ProductSlideProps) {
  const text = useContent("product/category-sections");
  return (
    <article className={styles.slide}>
      <div className={styles.media}>
        <ContentImage image={slide.image} />
      </div>
      <div className={styles.info}>
        <h3>{slide.heading}</h3>
        <dl className={styles.specs}>
          {FACTS.map((fact) => {
            const values = slide[fact];
            return (
              <div key={fact}>
                <dt className={styles.title}>{text.factLabels[fact]}</dt>
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
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </article>
  );
}
