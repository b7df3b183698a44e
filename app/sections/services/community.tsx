import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./services.module.css";

/** Community work (`/services#empowering`, linked from the home page's community banner). */
export function Community() {
  const community = useContent("services/community");
  return (
    <Section id={community.id} className={styles.sectionMuted} innerClassName={styles.stack}>
      <SectionHeading headline={{ ...community, subheading: community.text }} />
      <ul className={styles.cardGrid}>
        {community.items.map((card) => (
          <Reveal as="li" key={card.id} className={styles.communityCard}>
            <ContentImage image={card.image} />
            <div className={styles.communityBody}>
              <h3 className={styles.communityHeading}>{card.heading}</h3>
              <p>{card.text}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
