import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { FeatureSplit } from "~/sections/shared/feature-split";
import styles from "./manufacturing.module.css";

/** Tool Room Excellence: the in-house tool room, beside a picture of it. */
export function ToolRoom() {
  const toolRoom = useContent("manufacturing/tool-room");
  return (
    <Section className={styles.section}>
      <FeatureSplit image={toolRoom.image}>
        <SectionHeading headline={toolRoom} />
        {toolRoom.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.lead}>
            {paragraph}
          </p>
        ))}
      </FeatureSplit>
    </Section>
  );
}
