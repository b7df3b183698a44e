import type { ImageAsset, ResponsiveImage } from "./types";

/** Keys relative to the folder (Vite's `base`): shorter strings in the page's JavaScript. */
const folder = "./";

/**
 * The home pictures by file name, whatever their format, so an owner can drop a photo in place of
 * a drawing (`range-toys.jpg` beside or instead of `range-toys.svg`; a photo wins). Drawings become
 * hashed, never-inlined URLs; photos go through the responsive image pipeline (AVIF/WebP at several
 * widths, size read from the file). The browser tests read the copy in plain Node, where there is
 * no glob (and no `import.meta.env`): they need only the words, so there the addresses stay empty.
 */
const drawings: Record<string, string> = import.meta.env
  ? import.meta.glob("./**/*.svg", {
      base: "../assets/illustrations/home/",
      eager: true,
      query: "?no-inline",
      import: "default",
    })
  : {};
const photos: Record<string, ResponsiveImage> = import.meta.env
  ? import.meta.glob("./**/*.{avif,webp,jpg,jpeg,png}", {
      base: "../assets/illustrations/home/",
      eager: true,
      query: "?responsive",
      import: "default",
    })
  : {};

/** How the content describes a drawing; a photo that replaces it brings its own size. */
export type Drawing = Omit<ImageAsset, "src" | "sources">;

/** Photo formats in order of preference; any of them replaces the drawing of the same name. */
const PHOTO_EXTENSIONS = ["avif", "webp", "jpg", "jpeg", "png"];

/** Looks pictures up by name in one folder's drawings and photos (the module's globs, or a test's). */
export function createMediaLookup(
  base: string,
  svgs: Record<string, string>,
  rasters: Record<string, ResponsiveImage>,
  isStrict: boolean,
) {
  function find(name: string): { photo?: ResponsiveImage; drawing?: string } {
    for (const extension of PHOTO_EXTENSIONS) {
      const photo = rasters[`${base}${name}.${extension}`];
      if (photo) return { photo };
    }
    const drawing = svgs[`${base}${name}.svg`];
    // Under Vite a missing picture is a mistake worth stopping the build for.
    if (!drawing && isStrict) throw new Error(`No home picture named "${name}"`);
    return { drawing };
  }
  return {
    /** The URL of a picture (a photo's fallback file). */
    url(name: string): string {
      const { photo, drawing } = find(name);
      return photo?.src ?? drawing ?? "";
    },
    /** The picture for the content: a photo with its own size and sources, else the drawing. */
    image(name: string, drawing: Drawing): ImageAsset {
      const found = find(name);
      if (found.photo) return { ...found.photo, alt: drawing.alt };
      return { src: found.drawing ?? "", ...drawing };
    },
  };
}

const home = createMediaLookup(folder, drawings, photos, Boolean(import.meta.env));

/** The URL of a home picture, e.g. `homeMedia("icons/quality")` (decorative and CSS uses). */
export const homeMedia = home.url;

/**
 * A home picture for the content, e.g. `homeImage("range-toys", { alt, width, height })` with the
 * drawing's size; a photo named `range-toys.jpg` replaces it with its own size and sources.
 */
export const homeImage = home.image;
