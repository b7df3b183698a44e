import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { twoDigits } from "~/lib/format";
import styles from "./services.module.css";
import { SolutionCard } from "./solution-card";

/** Custom OEM and ODM solutions: four picture cards whose text rises on hover, focus or tap. */
export function Solutions() {
  const solutions = useContent("services/solutions");
  return (
    <Section className={styles.sectionMuted} innerClassName={styles.stack}>
      <SectionHeading headline={solutions} />
      <ul className={styles.cardGrid}>
        {solutions.items.map((card, index) => (
          <Reveal as="li" key={card.id}>
            <SolutionCard
              card={card}
              number={twoDigits(index + 1)}
              toggleLabel={solutions.toggleLabel}
            />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
