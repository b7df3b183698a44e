import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal } from "~/components/ui/reveal";
import { homeCommunity } from "~/content/home-company";
import styles from "./community-banner.module.css";

/** The closing banner on community work, leading to the Services page's community section. */
export function CommunityBanner() {
  return (
    <section className={styles.section} aria-labelledby="community-title">
      <Container>
        <div className={styles.banner}>
          <div className={styles.text}>
            <h2 id="community-title" className={styles.heading}>
              {homeCommunity.heading}
            </h2>
            <p className={styles.body}>{homeCommunity.text}</p>
            <ButtonLink to={homeCommunity.cta.to}>
              {homeCommunity.cta.label}
              <span className="visually-hidden">: {homeCommunity.heading}</span>
            </ButtonLink>
          </div>
          <Reveal variant="fade-left" className={styles.figure}>
            <ContentImage image={homeCommunity.image} className={styles.image} />
          </Reveal>
        </div>
      </Container>
    </section>
  );
}
