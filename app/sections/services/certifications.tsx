import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./services.module.css";

/** The four certifications, each with what its audit covers. */
export function Certifications() {
  const certifications = useContent("services/certifications");
  return (
    // Product pages link here (`/services#certifications`).
    <Section id="certifications" className={styles.section} innerClassName={styles.stack}>
      <SectionHeading headline={certifications} />
      <ul className={styles.cardGrid}>
        {certifications.items.map((item) => (
          <Reveal as="li" key={item.id} className={styles.cert}>
            <SealIcon />
            <h3 className={styles.certName}>{item.heading}</h3>
            <p className={styles.certText}>{item.text}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

/** A generic audit seal: the certifiers' own marks are theirs to grant, so none is imitated. */
function SealIcon() {
  return (
    <svg
      className={styles.seal}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle
        cx="24"
        cy="24"
        r="15"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.5"
        strokeDasharray="3 3"
      />
      <path
        d="M17 24.5l5 5 9-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
