import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { careersIntro } from "~/content/careers";
import { site } from "~/site";
import styles from "./careers-intro.module.css";

/** Who we look for, and how to reach us with a résumé. */
export function CareersIntro() {
  return (
    <section className={styles.section} aria-labelledby="careers-intro-title">
      <Container isNarrow className={styles.inner}>
        <SectionHeading id="careers-intro-title" heading={careersIntro.heading} align="center" />
        <p className={styles.text}>{careersIntro.text}</p>
        <p className={styles.text}>
          {careersIntro.applyPrompt} <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>
          .
        </p>
      </Container>
    </section>
  );
}
