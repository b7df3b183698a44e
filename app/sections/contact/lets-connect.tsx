import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { contactConnect } from "~/content/contact";
import { ContactForm } from "~/features/contact-form/contact-form";
import { ContactDetails } from "./contact-details";
import styles from "./lets-connect.module.css";

/** 'Let's Connect': the inquiry form, with the direct ways to reach us beside it. */
export function LetsConnect() {
  return (
    <section className={styles.section} aria-labelledby="lets-connect-title">
      <Container className={styles.inner}>
        <div className={styles.aside}>
          <SectionHeading
            id="lets-connect-title"
            eyebrow={contactConnect.eyebrow}
            heading={contactConnect.heading}
            subheading={contactConnect.text}
          />
          <ContactDetails />
        </div>
        <ContactForm />
      </Container>
    </section>
  );
}
