import { CaptionGallery } from "~/components/ui/caption-gallery";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./product-range.module.css";

/** The product range (`#product-range`): captioned panels on wide screens, a carousel below. */
export function ProductRange() {
  const range = useContent("home/product-range");
  const panels = range.items.map(({ text, cta, ...item }) => ({
    ...item,
    subheading: text,
    link: cta,
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
