import { ContentImage } from "~/components/ui/content-image";
import { LocalLink } from "~/components/ui/local-link";
import { Phrases } from "~/components/ui/phrases";
import { useContent } from "~/content/use-content";
import { AddToQuote } from "~/features/quote-list/add-to-quote";
import { productPath } from "~/lib/catalogue-paths";
import { cx } from "~/lib/cx";
import type { Product } from "./catalogue";
import { ProductFacts } from "./product-facts";
import styles from "./product-slide.module.css";

export interface ProductSlideProps {
  slide: Product;
  /** A card in a grid (a category's page): the picture above the facts at every width. */
  isCard?: boolean;
}

/** The facts every product slide lists, in this order. */
export const SLIDE_FACTS = ["capacity", "materials", "features"] as const;

/**
 * One product: its picture on the drawn backdrop, its name linking to its own page, its Capacity,
 * Materials and Features, and Add to quote.
 */
export function ProductSlide({ slide, isCard = false }: ProductSlideProps) {
  const text = useContent("product/category-sections");
  return (
    <article className={cx(styles.slide, isCard && styles.card)}>
      <div className={styles.media}>
        <ContentImage image={slide.image} />
      </div>
      <div className={styles.info}>
        <h3>
          <LocalLink className={styles.name} to={productPath(slide.category, slide.id)}>
            <Phrases>{slide.heading}</Phrases>
          </LocalLink>
        </h3>
        <ProductFacts
          facts={SLIDE_FACTS.map((fact) => ({
            key: fact,
            label: text.factLabels[fact],
            values: slide[fact],
          }))}
        />
        <AddToQuote category={slide.category} id={slide.id} name={slide.heading} />
      </div>
    </article>
  );
}
