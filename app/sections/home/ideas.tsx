import { ButtonLink } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./ideas.module.css";

/** 'Bringing Ideas to Life': the three capability points and the way to Manufacturing Excellence. */
export function Ideas() {
  const ideas = useContent("home/ideas");
  return (
    <Section className={styles.section} innerClassName={styles.grid}>
      <div className={styles.text}>
        <SectionHeading headline={ideas} />
        <ul className={styles.points}>
          {ideas.items.map((point) => (
            <li key={point.id} className={styles.point}>
              <svg className={styles.tick} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="12" />
                <path d="M7 12.5l3.2 3.2L17 9" />
              </svg>
              <div>
                <h3>{point.heading}</h3>
                <p>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to={ideas.cta.to} variant="secondary" className={styles.cta}>
          {ideas.cta.label}
          <span className="visually-hidden">: {ideas.heading}</span>
        </ButtonLink>
      </div>
      <Reveal variant="fade-left" className={styles.figure}>
        <ContentImage image={ideas.image} />
      </Reveal>
    </Section>
  );
}
