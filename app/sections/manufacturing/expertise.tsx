import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./manufacturing.module.css";

/** Decades of Expertise: three cards with the company's headline figures. */
export function Expertise() {
  const expertise = useContent("manufacturing/expertise");
  return (
    <Section className={styles.section} innerClassName={styles.stack}>
      <SectionHeading headline={expertise} />
      <ul className={styles.figureGrid}>
        {expertise.items.map((card) => (
          <Reveal as="li" key={card.id} className={styles.statCard}>
            <p className={styles.statValue}>{card.value}</p>
            <h3 className={styles.statHeading}>{card.heading}</h3>
            <p className={styles.statText}>{card.text}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
