import { useState } from "react";
import { ContentImage } from "~/components/ui/content-image";
import type { ImageAsset } from "~/content/types";
import styles from "./video-facade.module.css";

export interface VideoFacadeProps {
  videoId: string;
  poster: ImageAsset;
  playLabel: string;
  /** Title of the player frame. */
  title: string;
  /** Text of the plain link to the video, used when JavaScript is off. */
  fallbackLabel: string;
}

/** The privacy-enhanced player's address for a video, starting playback at once. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A poster and a play button that load the YouTube player only when asked: no third-party request,
 * cookie or script before the visitor chooses to watch. Without JavaScript it is a link to the video.
 */
export function VideoFacade({
  videoId,
  poster,
  playLabel,
  title,
  fallbackLabel,
}: VideoFacadeProps) {
  const [isPlaying, setPlaying] = useState(false);

  return (
    <div className={styles.frame}>
      {isPlaying ? (
        <iframe
          // Keyboard and screen-reader users continue inside the player that replaced the button.
          ref={(frame) => frame?.focus()}
          className={styles.iframe}
          src={embedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          <ContentImage image={poster} className={styles.poster} />
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <PlayIcon />
            <span className={styles.label}>{playLabel}</span>
          </button>
          <a
            className={styles.fallback}
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
          >
            <PlayIcon />
            <span className={styles.label}>{fallbackLabel}</span>
          </a>
        </>
      )}
    </div>
  );
}

function PlayIcon() {
  return (
    <span className={styles.icon}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
      </svg>
    </span>
  );
}
