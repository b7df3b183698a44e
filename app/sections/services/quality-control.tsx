import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesQuality } from "~/content/services";
import styles from "./quality-control.module.css";

/** Quality control: the 100+ checks figure, the checkpoints and a picture. */
export function QualityControl() {
  return (
    <section className={styles.quality} aria-labelledby="quality-title">
      <Container className={styles.grid}>
        <div className={styles.text}>
          <SectionHeading
            id="quality-title"
            eyebrow={servicesQuality.eyebrow}
            heading={servicesQuality.heading}
            tone="dark"
          />
          <p className={styles.figure}>
            <span className={styles.value}>{servicesQuality.figure}</span>
            <span className={styles.label}>{servicesQuality.figureLabel}</span>
          </p>
          {servicesQuality.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.body}>
              {paragraph}
            </p>
          ))}
          <ol className={styles.steps}>
            {servicesQuality.checkpoints.map((checkpoint, index) => (
              <li key={checkpoint} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {checkpoint}
              </li>
            ))}
          </ol>
        </div>
        <Reveal variant="fade-left" className={styles.media}>
          <ContentImage image={servicesQuality.image} className={styles.image} />
        </Reveal>
      </Container>
    </section>
  );
}
