import { CaptionGallery } from "~/components/ui/caption-gallery";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { productPath } from "~/lib/catalogue-paths";
import { fillTemplate } from "~/lib/fill-template";
import { categorySectionHref, useCatalogue } from "~/sections/product/catalogue";
import styles from "./product-range.module.css";

/**
 * The product range (`#product-range`): a panel per category of the catalogue (the same
 * categories as /product), captioned on wide screens, a carousel below; a panel links to its
 * category's section on /product and to the pages of its first products.
 */
export function ProductRange() {
  const range = useContent("home/product-range");
  const panels = useCatalogue().map(({ category, products }) => ({
    id: category.id,
    heading: category.heading,
    subheading: category.rangeText,
    image: category.rangeImage,
    link: { to: categorySectionHref(category), label: category.rangeLink },
    ...(products.length > 0
      ? {
          links: products.map((product) => ({
            to: productPath(product.category, product.id),
            label: product.shortName ?? product.heading,
          })),
        }
      : {}),
  }));
  return (
    <Section id={range.id} className={styles.section} innerClassName={styles.inner}>
      <SectionHeading headline={range} align="center" />
      <Reveal className={styles.gallery}>
        <CaptionGallery
          label={range.galleryLabel}
          items={panels}
          prevLabel={range.prevLabel}
          nextLabel={range.nextLabel}
          toggleLabel={(name) => fillTemplate(range.toggleLabel, { name })}
        />
      </Reveal>
    </Section>
  );
}
