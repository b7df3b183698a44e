import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { twoDigits } from "~/lib/format";
import styles from "./quality-control.module.css";

/** Quality control: the 100+ checks figure, the checkpoints and a picture. */
export function QualityControl() {
  const quality = useContent("services/quality-control");
  return (
    <Section className={styles.quality} innerClassName={styles.grid}>
      <div className={styles.text}>
        <SectionHeading headline={quality} tone="dark" />
        <p className={styles.figure}>
          <span className={styles.value}>{quality.figure.value}</span>
          <span className={styles.label}>{quality.figure.label}</span>
        </p>
        <p className={styles.body}>{quality.text}</p>
        <ol className={styles.steps}>
          {quality.items.map((checkpoint, index) => (
            <li key={checkpoint} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {twoDigits(index + 1)}
              </span>
              {checkpoint}
            </li>
          ))}
        </ol>
      </div>
      <Reveal variant="fade-left" className={styles.media}>
        <ContentImage image={quality.image} />
      </Reveal>
    </Section>
  );
}
