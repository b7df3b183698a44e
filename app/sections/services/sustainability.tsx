import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./services.module.css";

/** The sustainability list, zero-discharge operation first. */
export function Sustainability() {
  const sustainability = useContent("services/sustainability");
  return (
    <Section className={styles.section} innerClassName={styles.sustainLayout}>
      <SectionHeading headline={sustainability} />
      <Reveal as="div">
        <ul className={styles.sustainList}>
          {sustainability.items.map((item) => (
            <li key={item.id} className={styles.sustainItem}>
              <span className={styles.tick} aria-hidden="true" />
              <div>
                <h3 className={styles.sustainHeading}>{item.heading}</h3>
                <p className={styles.sustainText}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
