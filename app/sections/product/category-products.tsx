import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import type { CatalogueEntry } from "./catalogue";
import { CategoryOutput, EmptyCategory } from "./category-parts";
import styles from "./category-products.module.css";
import { ProductSlide } from "./product-slide";

/**
 * A category's own page body: its text and stated capacity, then every product as a card in a
 * grid (a category of 60 products reads as a grid, not a 60-slide strip); a category with none
 * yet offers the inquiry instead.
 */
export function CategoryProducts({ category, products }: CatalogueEntry) {
  const text = useContent("product/category-sections");
  return (
    <Section className={styles.section} innerClassName={styles.stack}>
      <div className={styles.head}>
        <p className={styles.text}>{category.text}</p>
        <CategoryOutput category={category} className={styles.output} />
      </div>
      {products.length === 0 ? (
        <EmptyCategory />
      ) : (
        <>
          <SectionTitle className={styles.heading}>
            {fillTemplate(text.stripLabel, { category: category.heading })}
          </SectionTitle>
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductSlide slide={product} isCard />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
