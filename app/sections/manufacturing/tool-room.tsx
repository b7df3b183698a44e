import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { FeatureSplit } from "~/sections/shared/feature-split";
import toolRoom from "~content/manufacturing/tool-room.yml";
import styles from "./manufacturing.module.css";

/** Tool Room Excellence: the in-house tool room, beside a picture of it. */
export function ToolRoom() {
  const { eyebrow, heading, paragraphs, image } = toolRoom;
  return (
    <section className={styles.section} aria-labelledby="tool-room-title">
      <Container>
        <FeatureSplit image={image}>
          <SectionHeading id="tool-room-title" eyebrow={eyebrow} heading={heading} />
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
