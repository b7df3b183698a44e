import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { LocalLink } from "~/components/ui/local-link";
import { useContent } from "~/content/use-content";
import { AddToQuote } from "~/features/quote-list/add-to-quote";
import { WIDE_QUERY } from "~/lib/breakpoints";
import { categoryPath } from "~/lib/catalogue-paths";
import { fillTemplate } from "~/lib/fill-template";
import type { Category, Product } from "./catalogue";
import { type ProductFact, ProductFacts } from "./product-facts";
import styles from "./product-overview.module.css";
import { SLIDE_FACTS } from "./product-slide";
import slideStyles from "./product-slide.module.css";

export interface ProductOverviewProps {
  category: Category;
  product: Product;
}

/** The facts a product may state besides the slide's three; an empty one is left out. */
const OPTIONAL_FACTS = [
  "moq",
  "leadTime",
  "sampleLeadTime",
  "packaging",
  "certifications",
] as const;

/**
 * The product itself: its picture, its description, every fact it states (the optional ones only
 * when filled; certifications link to the services page's), its category's production capacity,
 * Add to quote and the way back to the category.
 */
export function ProductOverview({ category, product }: ProductOverviewProps) {
  const slideText = useContent("product/category-sections");
  const text = useContent("product/product-details");
  const facts: ProductFact[] = [
    ...SLIDE_FACTS.map((fact) => ({
      key: fact,
      label: slideText.factLabels[fact],
      values: product[fact],
    })),
    ...OPTIONAL_FACTS.flatMap((fact) => {
      const value = product[fact];
      if (!value) return [];
      return [
        {
          key: fact,
          label: text.factLabels[fact],
          values: typeof value === "string" ? [value] : value,
          after:
            fact === "certifications" ? (
              <LocalLink className={styles.more} to="/services#certifications">
                {text.certificationsLink}
              </LocalLink>
            ) : undefined,
        },
      ];
    }),
  ];
  return (
    <Container className={styles.overview}>
      <div className={slideStyles.media} data-pagefind-body="">
        <ContentImage image={product.image} isPriority sizes={`${WIDE_QUERY} 40vw, 100vw`} />
      </div>
      <div className={styles.info} data-pagefind-body="">
        <p className={styles.description}>{product.description}</p>
        <ProductFacts facts={facts} />
        {category.output ? (
          <p className={styles.output}>
            <span className={styles.outputLabel}>{text.outputLabel}</span>
            <span className={styles.outputValue}>{category.output.value}</span>
            <span>{category.output.label}</span>
          </p>
        ) : null}
        <AddToQuote
          className={styles.screenOnly}
          category={category.id}
          id={product.id}
          name={product.heading}
        />
        <LocalLink className={styles.back} to={categoryPath(category.id)}>
          {fillTemplate(text.backLabel, { category: category.heading })}
        </LocalLink>
      </div>
    </Container>
  );
}
