import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import type { Headline } from "~/content/types";
import styles from "./text-section.module.css";

export interface TextSectionProps extends Headline {
  paragraphs: readonly string[];
  /** Anchor id, so links such as `/services#empowering` land here. */
  id?: string;
  tone?: "light" | "muted";
}

/** A heading and a few paragraphs: the plain building block of the inner pages. */
export function TextSection({
  id,
  eyebrow,
  heading,
  subheading,
  paragraphs,
  tone = "light",
}: TextSectionProps) {
  return (
    <Section id={id} className={styles.section} data-tone={tone} innerClassName={styles.grid}>
      <SectionHeading headline={{ eyebrow, heading, subheading }} />
      <Reveal className={styles.body}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Reveal>
    </Section>
  );
}
