// Generated from app/content/schema/registry.ts by scripts/vite/content.ts: do not edit.
// Each content file's import has its schema's type.

declare module "~content/home/hero.yml" {
  const data: import("./schema/registry").Content<"home/hero">;
  export default data;
}
declare module "~content/home/ideas.yml" {
  const data: import("./schema/registry").Content<"home/ideas">;
  export default data;
}
declare module "~content/product/categories.yml" {
  const data: import("./schema/registry").Content<"product/categories">;
  export default data;
}
declare module "~content/product/categories/cookware.yml" {
  const data: import("./schema/registry").Content<"product/categories/cookware">;
  export default data;
}
declare module "~content/product/categories/drinkware.yml" {
  const data: import("./schema/registry").Content<"product/categories/drinkware">;
  export default data;
}
declare module "~content/product/categories/kitchen-gadgets.yml" {
  const data: import("./schema/registry").Content<"product/categories/kitchen-gadgets">;
  export default data;
}
declare module "~content/product/categories/toys.yml" {
  const data: import("./schema/registry").Content<"product/categories/toys">;
  export default data;
}
declare module "~content/product/category-gallery.yml" {
  const data: import("./schema/registry").Content<"product/category-gallery">;
  export default data;
}
declare module "~content/product/category-sections.yml" {
  const data: import("./schema/registry").Content<"product/category-sections">;
  export default data;
}
declare module "~content/product/inquiry-band.yml" {
  const data: import("./schema/registry").Content<"product/inquiry-band">;
  export default data;
}
