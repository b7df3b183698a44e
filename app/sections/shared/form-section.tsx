import type { ReactNode } from "react";
import { Section } from "~/components/ui/section-heading";
import styles from "./form-section.module.css";

export interface FormSectionProps {
  /** The text column (its `SectionHeading` names the section); sticky beside the form on desktop. */
  aside: ReactNode;
  /** The form itself. */
  children: ReactNode;
}

/** The contact and careers pages' form section: a text column beside the form. */
export function FormSection({ aside, children }: FormSectionProps) {
  return (
    <Section className={styles.section} innerClassName={styles.inner}>
      <div className={styles.aside}>{aside}</div>
      {children}
    </Section>
  );
}
