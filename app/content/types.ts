/** Shared shapes for the site's copy. Page content modules build on these. */

export interface Item {
  id: string;
  heading: string;
  description?: string;
}

export interface Headline {
  /** Small label above the heading. */
  eyebrow?: string;
  heading: string;
  subheading?: string;
}

export interface LinkItem {
  label: string;
  to: string;
}

/** A picture in the content: its source (an imported asset URL), what it shows and its intrinsic size. */
export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Modern formats at several widths, for photos imported `?responsive`; drawings have none. */
  sources?: ImageSource[];
}

/** One `<source>` of a photo: a format and the widths it comes in (`url 480w, url 800w, …`). */
export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcset: string;
}

/** What `import photo from "./x.jpg?responsive"` yields: a photo ready for the page, minus its alt. */
export interface ResponsiveImage {
  /** JPEG (PNG with transparency) at most 1600 px wide, for browsers without AVIF/WebP. */
  src: string;
  /** Read from the file at build time. */
  width: number;
  height: number;
  sources: ImageSource[];
}
