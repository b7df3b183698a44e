import { Carousel } from "~/components/ui/carousel";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import { twoDigits } from "~/lib/format";
import type { CategoryProducts, ProductCategory } from "./catalogue";
import styles from "./product.module.css";
import { ProductSlide } from "./product-slide";

export interface CategorySectionProps {
  category: ProductCategory;
  products: CategoryProducts;
  index: number;
}

/** A category's section: its heading, its stated capacity and a strip of product slides. */
export function CategorySection({ category, products, index }: CategorySectionProps) {
  const text = useContent("product/category-sections");
  const isSingle = products.items.length === 1;
  const name = { category: category.heading };
  const lowerCaseName = { category: category.heading.toLowerCase() };
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
        {products.output ? (
          <p className={styles.output}>
            <span className={styles.outputEyebrow}>{text.outputEyebrow}</span>
            <span className={styles.outputValue}>{products.output.value}</span>
            <span className={styles.outputLabel}>{products.output.label}</span>
          </p>
        ) : null}
      </Reveal>
      <Carousel
        label={fillTemplate(text.stripLabel, name)}
        items={products.items}
        getKey={(slide) => slide.id}
        renderSlide={(slide) => <ProductSlide slide={slide} categoryId={category.id} />}
        prevLabel={fillTemplate(text.previousLabel, lowerCaseName)}
        nextLabel={fillTemplate(text.nextLabel, lowerCaseName)}
        look="strip"
        options={{ align: "start" }}
        trackClassName={styles.track}
        slideClassName={isSingle ? styles.slideSingle : styles.slide}
      />
    </Section>
  );
}
