import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { manufacturingPrecision } from "~/content/manufacturing";
import styles from "./manufacturing.module.css";

/** Precision Engineering: four machines, each pictured with its caption. */
export function Precision() {
  return (
    <section className={styles.sectionDark} aria-labelledby="precision-title">
      <Container className={styles.stack}>
        <SectionHeading
          id="precision-title"
          eyebrow={manufacturingPrecision.eyebrow}
          heading={manufacturingPrecision.heading}
          subheading={manufacturingPrecision.subheading}
          tone="dark"
        />
        <ul className={styles.machineGrid}>
          {manufacturingPrecision.machines.map((machine) => (
            <Reveal as="li" key={machine.id}>
              <figure className={styles.machine}>
                <ContentImage image={machine.image} className={styles.machineImage} />
                <figcaption className={styles.machineCaption}>
                  <h3 className={styles.machineTitle}>{machine.title}</h3>
                  <p className={styles.machineText}>{machine.description}</p>
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </Container>
    </section>
  );
}
