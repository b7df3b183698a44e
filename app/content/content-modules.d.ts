// Generated from app/content/schema/registry.ts by scripts/vite/content.ts: do not edit.
// Each content file's import has its schema's type.

declare module "~content/home/community-banner.yml" {
  const data: import("./schema/registry").Content<"home/community-banner">;
  export default data;
}
declare module "~content/home/factory-video.yml" {
  const data: import("./schema/registry").Content<"home/factory-video">;
  export default data;
}
declare module "~content/home/global-partner.yml" {
  const data: import("./schema/registry").Content<"home/global-partner">;
  export default data;
}
declare module "~content/home/hero.yml" {
  const data: import("./schema/registry").Content<"home/hero">;
  export default data;
}
declare module "~content/home/ideas.yml" {
  const data: import("./schema/registry").Content<"home/ideas">;
  export default data;
}
declare module "~content/home/key-highlights.yml" {
  const data: import("./schema/registry").Content<"home/key-highlights">;
  export default data;
}
declare module "~content/home/lifestyle-gallery.yml" {
  const data: import("./schema/registry").Content<"home/lifestyle-gallery">;
  export default data;
}
declare module "~content/home/mission-values.yml" {
  const data: import("./schema/registry").Content<"home/mission-values">;
  export default data;
}
declare module "~content/home/our-process.yml" {
  const data: import("./schema/registry").Content<"home/our-process">;
  export default data;
}
declare module "~content/home/product-range.yml" {
  const data: import("./schema/registry").Content<"home/product-range">;
  export default data;
}
declare module "~content/home/why-choose.yml" {
  const data: import("./schema/registry").Content<"home/why-choose">;
  export default data;
}
