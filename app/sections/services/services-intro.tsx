import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { FeatureSplit } from "~/sections/shared/feature-split";
import styles from "./services.module.css";

/** What the company does for a brand, beside a picture of the plant. */
export function ServicesIntro() {
  const intro = useContent("services/services-intro");
  return (
    <Section className={styles.section}>
      {/* On the first screen of phones and laptops alike, and its largest picture. */}
      <FeatureSplit image={intro.image} imageSide="end" isImagePriority>
        <SectionHeading headline={intro} />
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.lead}>
            {paragraph}
          </p>
        ))}
      </FeatureSplit>
    </Section>
  );
}
