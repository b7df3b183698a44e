import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import styles from "./form-section.module.css";

export interface FormSectionProps {
  /** Id of the heading inside `aside` that names the section. */
  titleId: string;
  /** The text column: heading and the other ways to reach us; sticky beside the form on desktop. */
  aside: ReactNode;
  /** The form itself. */
  children: ReactNode;
}

/** The contact and careers pages' form section: a text column beside the form. */
export function FormSection({ titleId, aside, children }: FormSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Container className={styles.inner}>
        <div className={styles.aside}>{aside}</div>
        {children}
      </Container>
    </section>
  );
}
