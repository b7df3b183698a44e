// Generated from app/content/schema/registry.ts by scripts/vite/content.ts: do not edit.
// Each content file's import, in one language, has its schema's type.

declare module "~content/careers/careers-application.*.yml" {
  const data: import("./schema/registry").Content<"careers/careers-application">;
  export default data;
}
declare module "~content/careers/page.*.yml" {
  const data: import("./schema/registry").Content<"careers/page">;
  export default data;
}
declare module "~content/contact/contact-details.*.yml" {
  const data: import("./schema/registry").Content<"contact/contact-details">;
  export default data;
}
declare module "~content/contact/lets-connect.*.yml" {
  const data: import("./schema/registry").Content<"contact/lets-connect">;
  export default data;
}
declare module "~content/contact/page.*.yml" {
  const data: import("./schema/registry").Content<"contact/page">;
  export default data;
}
declare module "~content/contact/visit-us.*.yml" {
  const data: import("./schema/registry").Content<"contact/visit-us">;
  export default data;
}
declare module "~content/error/page.*.yml" {
  const data: import("./schema/registry").Content<"error/page">;
  export default data;
}
declare module "~content/forms/careers-form.*.yml" {
  const data: import("./schema/registry").Content<"forms/careers-form">;
  export default data;
}
declare module "~content/forms/contact-form.*.yml" {
  const data: import("./schema/registry").Content<"forms/contact-form">;
  export default data;
}
declare module "~content/forms/quote-form.*.yml" {
  const data: import("./schema/registry").Content<"forms/quote-form">;
  export default data;
}
declare module "~content/forms/shared.*.yml" {
  const data: import("./schema/registry").Content<"forms/shared">;
  export default data;
}
declare module "~content/glossary.*.yml" {
  const data: import("./schema/registry").Content<"glossary">;
  export default data;
}
declare module "~content/home/community-banner.*.yml" {
  const data: import("./schema/registry").Content<"home/community-banner">;
  export default data;
}
declare module "~content/home/factory-video.*.yml" {
  const data: import("./schema/registry").Content<"home/factory-video">;
  export default data;
}
declare module "~content/home/global-partner.*.yml" {
  const data: import("./schema/registry").Content<"home/global-partner">;
  export default data;
}
declare module "~content/home/hero.*.yml" {
  const data: import("./schema/registry").Content<"home/hero">;
  export default data;
}
declare module "~content/home/ideas.*.yml" {
  const data: import("./schema/registry").Content<"home/ideas">;
  export default data;
}
declare module "~content/home/key-highlights.*.yml" {
  const data: import("./schema/registry").Content<"home/key-highlights">;
  export default data;
}
declare module "~content/home/lifestyle-gallery.*.yml" {
  const data: import("./schema/registry").Content<"home/lifestyle-gallery">;
  export default data;
}
declare module "~content/home/mission-values.*.yml" {
  const data: import("./schema/registry").Content<"home/mission-values">;
  export default data;
}
declare module "~content/home/our-process.*.yml" {
  const data: import("./schema/registry").Content<"home/our-process">;
  export default data;
}
declare module "~content/home/page.*.yml" {
  const data: import("./schema/registry").Content<"home/page">;
  export default data;
}
declare module "~content/home/product-range.*.yml" {
  const data: import("./schema/registry").Content<"home/product-range">;
  export default data;
}
declare module "~content/home/why-choose.*.yml" {
  const data: import("./schema/registry").Content<"home/why-choose">;
  export default data;
}
declare module "~content/layout/footer.*.yml" {
  const data: import("./schema/registry").Content<"layout/footer">;
  export default data;
}
declare module "~content/layout/navigation.*.yml" {
  const data: import("./schema/registry").Content<"layout/navigation">;
  export default data;
}
declare module "~content/manufacturing/capabilities.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/capabilities">;
  export default data;
}
declare module "~content/manufacturing/expertise.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/expertise">;
  export default data;
}
declare module "~content/manufacturing/infrastructure.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/infrastructure">;
  export default data;
}
declare module "~content/manufacturing/innovation-partner.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/innovation-partner">;
  export default data;
}
declare module "~content/manufacturing/inquiry-band.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/inquiry-band">;
  export default data;
}
declare module "~content/manufacturing/page.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/page">;
  export default data;
}
declare module "~content/manufacturing/precision.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/precision">;
  export default data;
}
declare module "~content/manufacturing/processes.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/processes">;
  export default data;
}
declare module "~content/manufacturing/tool-room.*.yml" {
  const data: import("./schema/registry").Content<"manufacturing/tool-room">;
  export default data;
}
declare module "~content/not-found/page.*.yml" {
  const data: import("./schema/registry").Content<"not-found/page">;
  export default data;
}
declare module "~content/product/categories.*.yml" {
  const data: import("./schema/registry").Content<"product/categories">;
  export default data;
}
declare module "~content/product/categories/cookware.*.yml" {
  const data: import("./schema/registry").Content<"product/categories/cookware">;
  export default data;
}
declare module "~content/product/categories/drinkware.*.yml" {
  const data: import("./schema/registry").Content<"product/categories/drinkware">;
  export default data;
}
declare module "~content/product/categories/kitchen-gadgets.*.yml" {
  const data: import("./schema/registry").Content<"product/categories/kitchen-gadgets">;
  export default data;
}
declare module "~content/product/categories/toys.*.yml" {
  const data: import("./schema/registry").Content<"product/categories/toys">;
  export default data;
}
declare module "~content/product/category-gallery.*.yml" {
  const data: import("./schema/registry").Content<"product/category-gallery">;
  export default data;
}
declare module "~content/product/category-sections.*.yml" {
  const data: import("./schema/registry").Content<"product/category-sections">;
  export default data;
}
declare module "~content/product/inquiry-band.*.yml" {
  const data: import("./schema/registry").Content<"product/inquiry-band">;
  export default data;
}
declare module "~content/product/page.*.yml" {
  const data: import("./schema/registry").Content<"product/page">;
  export default data;
}
declare module "~content/product/product-details.*.yml" {
  const data: import("./schema/registry").Content<"product/product-details">;
  export default data;
}
declare module "~content/quote/page.*.yml" {
  const data: import("./schema/registry").Content<"quote/page">;
  export default data;
}
declare module "~content/quote/quote-list.*.yml" {
  const data: import("./schema/registry").Content<"quote/quote-list">;
  export default data;
}
declare module "~content/services/certifications.*.yml" {
  const data: import("./schema/registry").Content<"services/certifications">;
  export default data;
}
declare module "~content/services/community.*.yml" {
  const data: import("./schema/registry").Content<"services/community">;
  export default data;
}
declare module "~content/services/inquiry-band.*.yml" {
  const data: import("./schema/registry").Content<"services/inquiry-band">;
  export default data;
}
declare module "~content/services/machinery.*.yml" {
  const data: import("./schema/registry").Content<"services/machinery">;
  export default data;
}
declare module "~content/services/page.*.yml" {
  const data: import("./schema/registry").Content<"services/page">;
  export default data;
}
declare module "~content/services/quality-control.*.yml" {
  const data: import("./schema/registry").Content<"services/quality-control">;
  export default data;
}
declare module "~content/services/services-intro.*.yml" {
  const data: import("./schema/registry").Content<"services/services-intro">;
  export default data;
}
declare module "~content/services/solutions.*.yml" {
  const data: import("./schema/registry").Content<"services/solutions">;
  export default data;
}
declare module "~content/services/supply-chain.*.yml" {
  const data: import("./schema/registry").Content<"services/supply-chain">;
  export default data;
}
declare module "~content/services/sustainability.*.yml" {
  const data: import("./schema/registry").Content<"services/sustainability">;
  export default data;
}
declare module "~content/site.*.yml" {
  const data: import("./schema/registry").Content<"site">;
  export default data;
}
