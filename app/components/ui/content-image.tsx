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
 * Every content picture: intrinsic size, lazy loading and responsive sources (a photo becomes a
 * `<picture>` with AVIF and WebP widths; a drawing stays an `<img>`). `sizes` goes only on the
 * `<source>`s: on an `<img>` without `srcset` it is invalid, and React copies it to the preload.
 */
export function ContentImage({ image, className, isPriority = false, sizes }: ContentImageProps) {
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
  if (!image.sources?.length) return img;
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
