import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import community from "~content/home/community-banner.yml";
import styles from "./community-banner.module.css";

/** The closing banner on community work, leading to the Services page's community section. */
export function CommunityBanner() {
  return (
    <section className={styles.section} aria-labelledby="community-title">
      <Container>
        <div className={styles.banner}>
          <div className={styles.text}>
            <h2 id="community-title" className={styles.heading}>
              {community.heading}
            </h2>
            <p className={styles.body}>{community.text}</p>
            <ButtonLink to={community.cta.to}>
              {community.cta.label}
              <span className="visually-hidden">: {community.heading}</span>
            </ButtonLink>
          </div>
          <Reveal variant="fade-left" className={styles.figure}>
            <ContentImage image={community.image} className={styles.image} />
          </Reveal>
        </div>
      </Container>
    </section>
  );
}
