import { Carousel } from "~/components/ui/carousel";
import { LocalLink } from "~/components/ui/local-link";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { categoryPath } from "~/lib/catalogue-paths";
import { fillTemplate } from "~/lib/fill-template";
import { twoDigits } from "~/lib/format";
import type { CatalogueEntry } from "./catalogue";
import { CategoryOutput, EmptyCategory } from "./category-parts";
import styles from "./product.module.css";
import { ProductSlide } from "./product-slide";

export interface CategorySectionProps extends CatalogueEntry {
  index: number;
}

/**
 * A category's section: its heading, its stated capacity, a strip of its first products and the
 * link to its own page with all of them; a category with none yet offers the inquiry instead.
 */
export function CategorySection({ category, products, index }: CategorySectionProps) {
  const text = useContent("product/category-sections");
  const isSingle = products.length === 1;
  const name = { category: category.heading };
  return (
    <Section
      id={category.id}
      className={styles.category}
      innerClassName={styles.stack}
      data-tone={index % 2 === 0 ? "light" : "muted"}
    >
      <Reveal className={styles.head}>
        <span className={styles.number} aria-hidden="true">
          {twoDigits(index + 1)}
        </span>
        <div className={styles.headText}>
          <SectionTitle>{category.heading}</SectionTitle>
          <p className={styles.description}>{category.text}</p>
        </div>
        <CategoryOutput category={category} />
      </Reveal>
      {products.length === 0 ? (
        <EmptyCategory />
      ) : (
        <>
          <Carousel
            label={fillTemplate(text.stripLabel, name)}
            items={products}
            getKey={(slide) => slide.id}
            renderSlide={(slide) => <ProductSlide slide={slide} />}
            prevLabel={fillTemplate(text.previousLabel, name)}
            nextLabel={fillTemplate(text.nextLabel, name)}
            look="strip"
            options={{ align: "start" }}
            trackClassName={styles.track}
            slideClassName={isSingle ? styles.slideSingle : styles.slide}
          />
          <LocalLink className={styles.all} to={categoryPath(category.id)}>
            {fillTemplate(text.allProductsLabel, name)}
          </LocalLink>
        </>
      )}
    </Section>
  );
}
