import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { contactDetails } from "~/content/contact";
import { formatAddress, site } from "~/site";
import styles from "./contact-details.module.css";

/** Phone, e-mail, address and hours, each in the form a visitor can act on. */
export function ContactDetails() {
  const { labels } = contactDetails;
  return (
    <section className={styles.section} aria-labelledby="contact-details-title">
      <Container className={styles.inner}>
        <SectionHeading
          id="contact-details-title"
          eyebrow={contactDetails.eyebrow}
          heading={contactDetails.heading}
          subheading={contactDetails.text}
        />
        <dl className={styles.list}>
          <div className={styles.item}>
            <dt>{labels.phone}</dt>
            <dd>
              <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
            </dd>
          </div>
          <div className={styles.item}>
            <dt>{labels.email}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </div>
          <div className={styles.item}>
            <dt>{labels.address}</dt>
            <dd>
              <address>{formatAddress()}</address>
            </dd>
          </div>
          <div className={styles.item}>
            <dt>{labels.hours}</dt>
            <dd>{site.hours}</dd>
          </div>
        </dl>
      </Container>
    </section>
  );
}
