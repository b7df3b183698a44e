import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./manufacturing.module.css";

/** Scalable Infrastructure: floor area, zero discharge and the capacity of each line. */
export function Infrastructure() {
  const infrastructure = useContent("manufacturing/infrastructure");
  return (
    <Section className={styles.sectionMuted} innerClassName={styles.stack}>
      <div className={styles.infraTop}>
        <div className={styles.infraText}>
          <SectionHeading headline={{ ...infrastructure, subheading: infrastructure.text }} />
          <dl className={styles.facts}>
            {infrastructure.facts.map((fact) => (
              <div key={fact.id} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Reveal variant="fade-left" className={styles.plan}>
          <ContentImage image={infrastructure.image} />
        </Reveal>
      </div>
      <ul className={styles.figureGrid}>
        {infrastructure.items.map((capacity) => (
          <Reveal as="li" key={capacity.id} className={styles.capacity}>
            <h3 className={styles.capacityHeading}>{capacity.heading}</h3>
            <p className={styles.capacityValue}>
              {capacity.value} <span className={styles.capacityUnit}>{capacity.unit}</span>
            </p>
            <p className={styles.capacityScale}>{capacity.text}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
