import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { contactVisit } from "~/content/contact";
import { formatAddress, mapLinks } from "~/site";
import styles from "./visit-us.module.css";

/** 'Visit Us': the office on an OpenStreetMap embed, loaded only when it nears the screen. */
export function VisitUs() {
  const { url, embedUrl } = mapLinks();
  return (
    <section className={styles.section} aria-labelledby="visit-us-title">
      <Container className={styles.inner}>
        <div className={styles.head}>
          <SectionHeading
            id="visit-us-title"
            heading={contactVisit.heading}
            subheading={contactVisit.text}
          />
          <div className={styles.place}>
            <address>{formatAddress()}</address>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {contactVisit.openMap}
              <span className="visually-hidden"> {contactVisit.newTab}</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </div>
        </div>
        <div className={styles.frame}>
          <iframe
            className={styles.map}
            src={embedUrl}
            title={contactVisit.mapTitle}
            loading="lazy"
            height={500}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      </Container>
    </section>
  );
}
