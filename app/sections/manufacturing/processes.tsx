import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { AlternatingSplits } from "~/sections/shared/alternating-splits";
import processes from "~content/manufacturing/processes.yml";
import styles from "./manufacturing.module.css";

/** From raw material to finished product: picture and text blocks on alternating sides. */
export function Processes() {
  return (
    <section className={styles.sectionMuted} aria-labelledby="processes-title">
      <Container className={styles.stack}>
        <SectionHeading
          id="processes-title"
          eyebrow={processes.eyebrow}
          heading={processes.heading}
        />
        <AlternatingSplits blocks={processes.items} categoryOf={(block) => block.eyebrow}>
          {(block) =>
            block.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.blockText}>
                {paragraph}
              </p>
            ))
          }
        </AlternatingSplits>
      </Container>
    </section>
  );
}
