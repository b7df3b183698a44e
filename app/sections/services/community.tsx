import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesCommunity } from "~/content/services";
import styles from "./services.module.css";

/** Community work (`/services#empowering`, linked from the home page's community banner). */
export function Community() {
  return (
    <section
      id={servicesCommunity.anchor}
      className={styles.sectionMuted}
      aria-labelledby={`${servicesCommunity.anchor}-title`}
    >
      <Container className={styles.stack}>
        <SectionHeading
          id={`${servicesCommunity.anchor}-title`}
          eyebrow={servicesCommunity.eyebrow}
          heading={servicesCommunity.heading}
          subheading={servicesCommunity.text}
        />
        <ul className={styles.communityGrid}>
          {servicesCommunity.cards.map((card) => (
            <Reveal as="li" key={card.id} className={styles.communityCard}>
              <ContentImage image={card.image} className={styles.communityImage} />
              <div className={styles.communityBody}>
                <h3 className={styles.communityHeading}>{card.heading}</h3>
                <p>{card.description}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </Container>
    </section>
  );
}
