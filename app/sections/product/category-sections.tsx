import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { productCategories } from "~/content/categories";
import styles from "./category-sections.module.css";

/** One section per category, each carrying its anchor id (`/product#cookware` lands on it). */
export function CategorySections() {
  return (
    <div className={styles.list}>
      {productCategories.map((category, index) => (
        <section
          key={category.id}
          id={category.anchor}
          className={styles.section}
          aria-labelledby={`${category.anchor}-title`}
        >
          <Container className={styles.inner}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <div className={styles.text}>
              <h2 id={`${category.anchor}-title`} className={styles.heading}>
                {category.heading}
              </h2>
              <p className={styles.sub}>{category.subheading}</p>
              <Reveal>
                <p className={styles.description}>{category.description}</p>
              </Reveal>
            </div>
          </Container>
        </section>
      ))}
    </div>
  );
}
