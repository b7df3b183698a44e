import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./global-partner.module.css";

/** 'Your Global Manufacturing Partner': location, export focus, sustainability and community. */
export function GlobalPartner() {
  const partner = useContent("home/global-partner");
  return (
    <Section className={styles.section} innerClassName={styles.grid}>
      <Reveal variant="fade-right" className={styles.figure}>
        <ContentImage image={partner.image} />
      </Reveal>
      <div className={styles.text}>
        <SectionHeading headline={partner} />
        <ul className={styles.points}>
          {partner.items.map((point) => (
            <li key={point.id} className={styles.point}>
              <h3>{point.heading}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
