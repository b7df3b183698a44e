import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./manufacturing.module.css";

/**
 * The machines `precision.yml` names, from the services page's machinery list, in its order. An
 * unknown name stops the prerender, so a typo never ships as a missing card.
 */
function useMachines(ids: readonly string[]) {
  const machinery = useContent("services/machinery");
  return ids.map((id) => {
    const machine = machinery.items.find((candidate) => candidate.id === id);
    if (!machine) throw new Error(`Unknown machine: ${id}`);
    return machine;
  });
}

/** Precision Engineering: the machines `precision.yml` names, each pictured with its caption. */
export function Precision() {
  const precision = useContent("manufacturing/precision");
  return (
    <Section className={styles.sectionDark} innerClassName={styles.stack}>
      <SectionHeading headline={precision} tone="dark" />
      <ul className={styles.cardGrid}>
        {useMachines(precision.machines).map((machine) => (
          <Reveal as="li" key={machine.id}>
            <figure className={styles.machine}>
              <ContentImage image={machine.image} />
              <figcaption className={styles.machineCaption}>
                <h3 className={styles.machineTitle}>{machine.heading}</h3>
                <p className={styles.machineText}>{machine.text}</p>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
