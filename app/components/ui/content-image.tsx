import type { ImageAsset } from "~/content/types";
import styles from "./content-image.module.css";

export interface ContentImageProps {
  image: ImageAsset;
  className?: string;
  /** The page's main picture: fetched early instead of lazily. */
  isPriority?: boolean;
  /** How wide the picture shows, for choosing among a photo's widths (default: the full viewport). */
  sizes?: string;
}

/**
 * Every content picture goes through here, so intrinsic size (no layout shift), lazy loading and
 * responsive sources are decided in one place. A photo from the image pipeline becomes a
 * `<picture>` offering AVIF and WebP at several widths; a drawing stays a plain `<img>`.
 * `sizes` only ever goes on the `<source>`s: on an `<img>` without `srcset` it is invalid HTML,
 * and React turns it into an equally invalid `imagesizes` on the preload of a priority picture.
 */
export function ContentImage({ image, className, isPriority = false, sizes }: ContentImageProps) {
  const hasSources = Boolean(image.sources?.length);
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={isPriority ? "eager" : "lazy"}
      decoding={isPriority ? "auto" : "async"}
      fetchPriority={isPriority ? "high" : undefined}
    />
  );
  if (!hasSources) return img;
  return (
    <picture className={styles.picture}>
      {image.sources?.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcset}
          sizes={sizes ?? "100vw"}
        />
      ))}
      {img}
    </picture>
  );
}
