import type { ImageAsset, ResponsiveImage } from "./types";

/**
 * A photo for the content, from a `?responsive` import and the words that say what it shows:
 * `image: photo(factoryFloor, "Forging press line with two operators")`. Size and sources come
 * from the file, so nothing is typed by hand.
 */
export function photo(image: ResponsiveImage, alt: string): ImageAsset {
  return { ...image, alt };
}
