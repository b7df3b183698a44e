import { ButtonLink } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { WIDE_QUERY } from "~/lib/breakpoints";
import styles from "./lifestyle-gallery.module.css";

/** 'Crafting Quality for Every Lifestyle': a two-row picture gallery and the way to the collection. */
export function LifestyleGallery() {
  const gallery = useContent("home/lifestyle-gallery");
  return (
    <Section className={styles.section} innerClassName={styles.inner}>
      <SectionHeading headline={gallery} align="center" />
      <ul className={styles.gallery}>
        {gallery.items.map((item) => (
          <Reveal as="li" key={item.id} className={styles.item}>
            <ContentImage image={item.image} sizes={`${WIDE_QUERY} 50vw, 100vw`} />
          </Reveal>
        ))}
      </ul>
      <ButtonLink to={gallery.cta.to} className={styles.cta}>
        {gallery.cta.label}
      </ButtonLink>
    </Section>
  );
}
