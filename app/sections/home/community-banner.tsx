import { ButtonLink } from "~/components/ui/button";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./community-banner.module.css";

/** The closing banner on community work, leading to the Services page's community section. */
export function CommunityBanner() {
  const community = useContent("home/community-banner");
  return (
    <Section className={styles.section}>
      <div className={styles.banner}>
        <div className={styles.text}>
          <SectionTitle className={styles.heading}>{community.heading}</SectionTitle>
          <p className={styles.body}>{community.text}</p>
          <ButtonLink to={community.cta.to}>
            {community.cta.label}
            <span className="visually-hidden">: {community.heading}</span>
          </ButtonLink>
        </div>
        <Reveal variant="fade-left" className={styles.figure}>
          <ContentImage image={community.image} />
        </Reveal>
      </div>
    </Section>
  );
}
