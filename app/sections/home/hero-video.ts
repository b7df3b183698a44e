/**
 * The home hero's muted background loop: sources in order of preference and the poster (its first
 * frame), shown until the loop plays and instead of it under reduced motion or Save-Data. Made by
 * `scripts/make-hero-loop.mjs` into `public/media/`, so the sizes belong with that script.
 */
export const HERO_VIDEO = {
  sources: [
    { src: "/media/hero-loop.mp4", type: "video/mp4" },
    { src: "/media/hero-loop.webm", type: "video/webm" },
  ],
  poster: { src: "/media/hero-poster.svg", width: 1280, height: 720 },
};
