import { CaptionGallery } from "~/components/ui/caption-gallery";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { homeRange } from "~/content/home-range";
import { site } from "~/site";
import styles from "./product-range.module.css";

/** The product range (`#product-range`): captioned panels on wide screens, a carousel below. */
export function ProductRange() {
  const heading = `${site.name} ${homeRange.headingSuffix}`;
  return (
    <section id={homeRange.anchor} className={styles.section} aria-labelledby="product-range-title">
      <Container className={styles.inner}>
        <SectionHeading
          id="product-range-title"
          heading={heading}
          subheading={homeRange.subheading}
          align="center"
        />
        <Reveal className={styles.gallery}>
          <CaptionGallery
            label={homeRange.galleryLabel}
            items={homeRange.items}
            prevLabel={homeRange.prevLabel}
            nextLabel={homeRange.nextLabel}
            isNumbered
            toggleLabel={(name) => `${homeRange.toggleLabel}: ${name}`}
          />
        </Reveal>
      </Container>
    </section>
  );
}
