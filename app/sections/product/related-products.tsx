import { ContentImage } from "~/components/ui/content-image";
import { LocalLink } from "~/components/ui/local-link";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import { productHref } from "./catalogue";
import type { ProductOverviewProps } from "./product-overview";
import styles from "./related-products.module.css";

/** The category's other products, each linking to its page; nothing when the product is alone. */
export function RelatedProducts({ category, products, product }: ProductOverviewProps) {
  const text = useContent("product/product-details");
  const others = products.items.filter((item) => item.id !== product.id);
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
            <LocalLink className={styles.link} to={productHref(category.id, item.id)}>
              {item.heading}
            </LocalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
