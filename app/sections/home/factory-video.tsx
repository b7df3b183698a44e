import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { homeFactoryVideo } from "~/content/home";
import { site } from "~/site";
import styles from "./factory-video.module.css";
import { VideoFacade } from "./video-facade";

/** 'Catch a glimpse of our factory': the click-to-play factory film and the company's channel. */
export function FactoryVideo() {
  return (
    <section className={styles.section} aria-labelledby="factory-title">
      <Container className={styles.grid}>
        <div className={styles.text}>
          <SectionHeading
            id="factory-title"
            heading={homeFactoryVideo.heading}
            subheading={homeFactoryVideo.text}
            tone="dark"
          />
          <ButtonLink
            to={site.social.videoChannel.url}
            variant="on-dark"
            isExternal
            newTabHint={homeFactoryVideo.newTab}
          >
            {homeFactoryVideo.channelCta}
          </ButtonLink>
        </div>
        <Reveal className={styles.player}>
          <VideoFacade
            videoId={site.factoryVideoId}
            poster={homeFactoryVideo.poster}
            playLabel={homeFactoryVideo.playLabel}
            title={homeFactoryVideo.playerTitle}
            fallbackLabel={homeFactoryVideo.watchOnYoutube}
          />
        </Reveal>
      </Container>
    </section>
  );
}
