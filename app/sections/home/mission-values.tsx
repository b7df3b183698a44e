import { Phrases } from "~/components/ui/phrases";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { twoDigits } from "~/lib/format";
import styles from "./mission-values.module.css";

/** Mission and values, with the headline figures. */
export function MissionValues() {
  const mission = useContent("home/mission-values");
  return (
    <Section className={styles.section} innerClassName={styles.inner}>
      <SectionHeading headline={mission} />
      <div className={styles.top}>
        <Reveal as="article" className={styles.mission}>
          <h3 className={styles.missionHeading}>{mission.mission.heading}</h3>
          <p className={styles.missionText}>{mission.mission.text}</p>
        </Reveal>
        <dl className={styles.stats}>
          {mission.facts.map((stat) => (
            <div key={stat.id} className={styles.stat}>
              <dt className={styles.statText}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
              <dd className={styles.statSub}>{stat.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.values}>
        <h3 className={styles.valuesHeading}>{mission.values.heading}</h3>
        <ul className={styles.valueList}>
          {mission.values.items.map((value, index) => (
            <Reveal as="li" key={value.id} className={styles.value}>
              <span className={styles.valueNumber} aria-hidden="true">
                {twoDigits(index + 1)}
              </span>
              <h4 className={styles.valueHeading}>
                <Phrases>{value.heading}</Phrases>
              </h4>
              <p className={styles.valueText}>{value.text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </Section>
  );
}
