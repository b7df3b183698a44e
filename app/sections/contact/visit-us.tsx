import { PostalAddress } from "~/components/layout/postal-address";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useSite } from "~/content/site";
import { mapLinks } from "~/content/site-config";
import { useContent } from "~/content/use-content";
import styles from "./visit-us.module.css";

/** 'Visit Us': the office on an OpenStreetMap embed, loaded only when it nears the screen. */
export function VisitUs() {
  const site = useSite();
  const visitUs = useContent("contact/visit-us");
  const { url, embedUrl } = mapLinks(site.geo);
  return (
    <Section className={styles.section} innerClassName={styles.inner}>
      <div className={styles.head}>
        <SectionHeading headline={{ ...visitUs, subheading: visitUs.text }} />
        <div className={styles.place}>
          <PostalAddress />
          <a href={url} target="_blank" rel="noopener noreferrer">
            {visitUs.openMap}
            <span className="visually-hidden"> {visitUs.newTab}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </div>
      </div>
      <div className={styles.frame}>
        <iframe
          src={embedUrl}
          title={visitUs.mapTitle}
          loading="lazy"
          height={500}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Section>
  );
}
