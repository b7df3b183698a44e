import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { ScrollStrip } from "~/components/ui/scroll-strip";
import type { CategoryCatalogue } from "~/content/catalogue";
import type { ProductCategory } from "~/content/categories";
import { productPageText as text } from "~/content/product-page";
import { productCarouselStep } from "~/lib/carousel-steps";
import styles from "./product.module.css";
import { ProductSlide } from "./product-slide";

export interface CategorySectionProps {
  category: ProductCategory;
  entry: CategoryCatalogue;
  index: number;
}

/** The specification's step, read from the window width at the moment of the click. */
const step = () => productCarouselStep(window.innerWidth);

/** A category's section: its heading, its stated capacity and a strip of product slides. */
export function CategorySection({ category, entry, index }: CategorySectionProps) {
  const titleId = `${category.anchor}-title`;
  const isSingle = entry.slides.length === 1;
  return (
    <section
      id={category.anchor}
      className={styles.category}
      data-tone={index % 2 === 0 ? "light" : "muted"}
      aria-labelledby={titleId}
    >
      <Container className={styles.stack}>
        <Reveal className={styles.head}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className={styles.headText}>
            <h2 id={titleId} className={styles.heading}>
              {category.heading}
            </h2>
            <p className={styles.description}>{category.description}</p>
          </div>
          {entry.output ? (
            <p className={styles.output}>
              <span className={styles.outputEyebrow}>{text.outputEyebrow}</span>
              <span className={styles.outputValue}>{entry.output.value}</span>
              <span className={styles.outputLabel}>{entry.output.label}</span>
            </p>
          ) : null}
        </Reveal>
        <ScrollStrip
          label={text.carouselLabel(category.heading)}
          items={entry.slides}
          getKey={(slide) => slide.id}
          renderSlide={(slide) => <ProductSlide slide={slide} />}
          prevLabel={text.previousLabel(category.heading)}
          nextLabel={text.nextLabel(category.heading)}
          step={step}
          trackClassName={styles.track}
          slideClassName={isSingle ? styles.slideSingle : styles.slide}
        />
      </Container>
    </section>
  );
}
