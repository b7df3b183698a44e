import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { manufacturingProcesses } from "~/content/manufacturing";
import { FeatureSplit } from "~/sections/shared/feature-split";
import styles from "./manufacturing.module.css";

/** From raw material to finished product: picture and text blocks on alternating sides. */
export function Processes() {
  return (
    <section className={styles.sectionMuted} aria-labelledby="processes-title">
      <Container className={styles.stack}>
        <SectionHeading
          id="processes-title"
          eyebrow={manufacturingProcesses.eyebrow}
          heading={manufacturingProcesses.heading}
        />
        <div className={styles.blocks}>
          {manufacturingProcesses.blocks.map((block, index) => {
            const isImageStart = index % 2 === 0;
            return (
              <FeatureSplit
                key={block.id}
                image={block.image}
                imageSide={isImageStart ? "start" : "end"}
                reveal={isImageStart ? "fade-right" : "fade-left"}
              >
                <p className={styles.category}>{block.eyebrow}</p>
                <h3 className={styles.blockHeading}>{block.heading}</h3>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph} className={styles.blockText}>
                    {paragraph}
                  </p>
                ))}
              </FeatureSplit>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
