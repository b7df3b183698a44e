import type { ReactNode } from "react";
import { ContentImage } from "~/components/ui/content-image";
import { Reveal, type RevealVariant } from "~/components/ui/reveal";
import type { ImageAsset } from "~/content/types";
import { WIDE_QUERY } from "~/lib/breakpoints";
import { cx } from "~/lib/cx";
import styles from "./feature-split.module.css";

export interface FeatureSplitProps {
  image: ImageAsset;
  /** Which side the picture sits on wider than 1024 px; at 1024 px and below it always comes first. */
  imageSide?: "start" | "end";
  /** The text column: heading, paragraphs, lists. */
  children: ReactNode;
  /** Reveal of the whole block, e.g. fade-left / fade-right for alternating lists. */
  reveal?: RevealVariant;
  className?: string;
  /** The picture is on the first screen (the block right under a page banner): fetch it early. */
  isImagePriority?: boolean;
}

/** A picture beside a column of text: the inner pages' image-and-text block. */
export function FeatureSplit({
  image,
  imageSide = "start",
  children,
  reveal = "fade-up",
  className,
  isImagePriority = false,
}: FeatureSplitProps) {
  return (
    <Reveal
      variant={reveal}
      className={cx(styles.split, imageSide === "end" && styles.imageEnd, className)}
    >
      <div className={styles.media}>
        <ContentImage
          image={image}
          isPriority={isImagePriority}
          sizes={`${WIDE_QUERY} 50vw, 100vw`}
        />
      </div>
      <div className={styles.text}>{children}</div>
    </Reveal>
  );
}
