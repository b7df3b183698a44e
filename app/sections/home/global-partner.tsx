import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { homePartner } from "~/content/home-company";
import styles from "./global-partner.module.css";

/** 'Your Global Manufacturing Partner': location, export focus, sustainability and community. */
export function GlobalPartner() {
  return (
    <section className={styles.section} aria-labelledby="partner-title">
      <Container className={styles.grid}>
        <Reveal variant="fade-right" className={styles.figure}>
          <ContentImage image={homePartner.image} className={styles.image} />
        </Reveal>
        <div className={styles.text}>
          <SectionHeading
            id="partner-title"
            eyebrow={homePartner.eyebrow}
            heading={homePartner.heading}
            subheading={homePartner.text}
          />
          <ul className={styles.points}>
            {homePartner.points.map((point) => (
              <li key={point.id} className={styles.point}>
                <h3 className={styles.pointHeading}>{point.heading}</h3>
                <p className={styles.pointText}>{point.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
