import { CaptionGallery } from "~/components/ui/caption-gallery";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { catalogue } from "~/content/catalogue";
import { categoryHref, productCategories } from "~/content/categories";
import { productPageText as text } from "~/content/product-page";
import styles from "./product.module.css";

const items = productCategories.flatMap((category) => {
  const entry = catalogue.find((candidate) => candidate.categoryId === category.id);
  if (!entry) return [];
  return {
    id: category.id,
    heading: category.heading,
    subheading: category.subheading,
    image: entry.image,
    link: { to: categoryHref(category), label: text.galleryLinkLabel(category.heading) },
  };
});

/** The four categories as picture panels: captions open on hover, focus or click. */
export function CategoryGallery() {
  return (
    <section className={styles.gallery} aria-labelledby="category-gallery-title">
      <Container className={styles.stack}>
        <SectionHeading
          id="category-gallery-title"
          eyebrow={text.galleryEyebrow}
          heading={text.galleryHeading}
          subheading={text.gallerySubheading}
        />
        <div className={styles.galleryFrame}>
          <CaptionGallery
            label={text.galleryLabel}
            items={items}
            prevLabel={text.prevGalleryLabel}
            nextLabel={text.nextGalleryLabel}
            toggleLabel={text.galleryToggleLabel}
            isNumbered
          />
        </div>
      </Container>
    </section>
  );
}
