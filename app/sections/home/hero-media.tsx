import { useRef } from "react";
import styles from "./hero.module.css";
import { HERO_VIDEO } from "./hero-video";
import { useHeroVideo } from "./use-hero-video";

/**
 * The hero's backdrop: the poster paints with the page (it is the first frame of the loop), and the
 * muted loop is attached only after hydration, when motion and data use allow it, fading in once it
 * plays. Decorative: the headline carries the meaning.
 */
export function HeroMedia() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { isEnabled, isPlaying } = useHeroVideo(videoRef);
  const { poster, sources } = HERO_VIDEO;
  return (
    <div className={styles.media} aria-hidden="true">
      <img
        className={styles.poster}
        src={poster.src}
        width={poster.width}
        height={poster.height}
        alt=""
        fetchPriority="high"
      />
      <video
        ref={videoRef}
        className={styles.video}
        data-playing={isPlaying ? "" : undefined}
        muted
        loop
        playsInline
        autoPlay
        preload="none"
        tabIndex={-1}
      >
        {isEnabled
          ? sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)
          : null}
      </video>
    </div>
  );
}
