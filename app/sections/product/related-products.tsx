import { ContentImage } from "~/components/ui/content-image";
import { LocalLink } from "~/components/ui/local-link";
import { Phrases } from "~/components/ui/phrases";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { productPath } from "~/lib/catalogue-paths";
import { fillTemplate } from "~/lib/fill-template";
import type { Category, Product } from "./catalogue";
import styles from "./related-products.module.css";

export interface RelatedProductsProps {
  category: Category;
  /** The others of the category the page shows. */
  others: Product[];
}

/** The category's other products, each linking to its page; nothing when the product is alone. */
export function RelatedProducts({ category, others }: RelatedProductsProps) {
  const text = useContent("product/product-details");
  if (others.length === 0) return null;
  return (
    <Section className={styles.related} innerClassName={styles.inner} data-tone="muted">
      <SectionTitle className={styles.heading}>
        {fillTemplate(text.relatedHeading, { category: category.heading })}
      </SectionTitle>
      <ul className={styles.grid}>
        {others.map((item) => (
          <li key={item.id} className={styles.card}>
            <ContentImage image={item.image} className={styles.image} />
            <LocalLink className={styles.link} to={productPath(item.category, item.id)}>
              <Phrases>{item.heading}</Phrases>
            </LocalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
