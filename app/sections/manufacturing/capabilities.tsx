import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { twoDigits } from "~/lib/format";
import styles from "./manufacturing.module.css";

/** Manufacturing Capabilities and Excellence: four principles, numbered. */
export function Capabilities() {
  const capabilities = useContent("manufacturing/capabilities");
  return (
    <Section className={styles.section} innerClassName={styles.stack}>
      <SectionHeading headline={capabilities} />
      <ol className={styles.cardGrid}>
        {capabilities.items.map((item, index) => (
          <Reveal as="li" key={item.id} className={styles.capability}>
            <span className={styles.capabilityNumber} aria-hidden="true">
              {twoDigits(index + 1)}
            </span>
            <h3 className={styles.capabilityHeading}>{item.heading}</h3>
            <p className={styles.capabilityText}>{item.text}</p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
