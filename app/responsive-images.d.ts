// Photos imported with `?responsive` go through the build's image pipeline
// (scripts/vite/responsive-images.ts): AVIF/WebP at a width ladder, a fallback and the real size.
declare module "*?responsive" {
  const image: import("./content/types").ResponsiveImage;
  export default image;
}
