import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { AlternatingSplits } from "~/sections/shared/alternating-splits";
import styles from "./manufacturing.module.css";

/** From raw material to finished product: picture and text blocks on alternating sides. */
export function Processes() {
  const processes = useContent("manufacturing/processes");
  return (
    // `/manufacturing#processes-title` (from the home page's product range) lands on the heading.
    <Section
      className={styles.sectionMuted}
      titleId="processes-title"
      innerClassName={styles.stack}
    >
      <SectionHeading headline={processes} />
      <AlternatingSplits blocks={processes.items} categoryOf={(block) => block.eyebrow}>
        {(block) =>
          block.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.lead}>
              {paragraph}
            </p>
          ))
        }
      </AlternatingSplits>
    </Section>
  );
}
