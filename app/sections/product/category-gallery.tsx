import { CaptionGallery } from "~/components/ui/caption-gallery";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import { categorySectionHref, useCatalogue } from "./catalogue";
import styles from "./product.module.css";

/** The categories as picture panels: captions open on hover, focus or click. */
export function CategoryGallery() {
  const gallery = useContent("product/category-gallery");
  const items = useCatalogue().map(({ category }) => ({
    id: category.id,
    heading: category.heading,
    subheading: category.subheading,
    image: category.image,
    link: {
      to: categorySectionHref(category),
      label: fillTemplate(gallery.linkLabel, { category: category.heading }),
    },
  }));

  const toggleLabel = (heading: string) => fillTemplate(gallery.toggleLabel, { category: heading });
  return (
    <Section className={styles.gallery} innerClassName={styles.stack}>
      <SectionHeading headline={gallery} />
      <div className={styles.galleryFrame}>
        <CaptionGallery
          label={gallery.label}
          items={items}
          prevLabel={gallery.previousLabel}
          nextLabel={gallery.nextLabel}
          toggleLabel={toggleLabel}
        />
      </div>
    </Section>
  );
}
