import { CaptionGallery } from "~/components/ui/caption-gallery";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./product-range.module.css";

/**
 * The product range (`#product-range`): captioned panels on wide screens, a carousel below; a
 * panel links to its category, and to the page of each product its text names.
 */
export function ProductRange() {
  const range = useContent("home/product-range");
  const panels = range.items.map(({ text, cta, products, ...item }) => ({
    ...item,
    subheading: text,
    link: cta,
    ...(products ? { links: products } : {}),
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
          toggleLabel={(name) => `${range.toggleLabel}: ${name}`}
        />
      </Reveal>
    </Section>
  );
}
