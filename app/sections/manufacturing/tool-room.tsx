import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { manufacturingToolRoom } from "~/content/manufacturing";
import { FeatureSplit } from "~/sections/shared/feature-split";
import styles from "./manufacturing.module.css";

/** Tool Room Excellence: the in-house tool room, beside a picture of it. */
export function ToolRoom() {
  const { id, eyebrow, heading, paragraphs, image } = manufacturingToolRoom;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <Container>
        <FeatureSplit image={image}>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} heading={heading} />
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.lead}>
              {paragraph}
            </p>
          ))}
        </FeatureSplit>
      </Container>
    </section>
  );
}
