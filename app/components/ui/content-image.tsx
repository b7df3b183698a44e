import type { ImageAsset } from "~/content/types";

export interface ContentImageProps {
  image: ImageAsset;
  className?: string;
  /** The page's main picture: fetched early instead of lazily. */
  isPriority?: boolean;
  sizes?: string;
}

/**
 * Every content picture goes through here, so intrinsic size (no layout shift), lazy loading and,
 * later, responsive sources are decided in one place.
 */
export function ContentImage({ image, className, isPriority = false, sizes }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      sizes={sizes}
      loading={isPriority ? "eager" : "lazy"}
      decoding={isPriority ? "auto" : "async"}
      fetchPriority={isPriority ? "high" : undefined}
    />
  );
}
