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

export interface NavItem extends LinkItem {
  id: string;
}

export interface PageBannerContent extends Headline {
  /** Short path-style trail shown above the heading, e.g. "Home / Services". */
  crumb: string;
}

export interface PageMeta {
  path: string;
  /** The page's own title; the site name is appended by the meta helper. */
  title: string;
  description: string;
}

/** A picture in the content: its source (an imported asset URL), what it shows and its intrinsic size. */
export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}
