import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useSite } from "~/content/site";
import { useContent } from "~/content/use-content";
import styles from "./factory-video.module.css";
import { VideoFacade } from "./video-facade";

/** 'Catch a glimpse of our factory': the click-to-play factory film and the company's channel. */
export function FactoryVideo() {
  const site = useSite();
  const factoryVideo = useContent("home/factory-video");
  return (
    <Section className={styles.section} innerClassName={styles.grid}>
      <div className={styles.text}>
        <SectionHeading headline={factoryVideo} tone="dark" />
        <ButtonLink
          to={site.social.videoChannel.url}
          variant="on-dark"
          isExternal
          newTabHint={factoryVideo.newTabHint}
        >
          {factoryVideo.channelLabel}
        </ButtonLink>
      </div>
      <Reveal className={styles.player}>
        <VideoFacade
          videoId={site.factoryVideoId}
          poster={factoryVideo.image}
          playLabel={factoryVideo.playLabel}
          title={factoryVideo.playerTitle}
          fallbackLabel={factoryVideo.fallbackLabel}
        />
      </Reveal>
    </Section>
  );
}
