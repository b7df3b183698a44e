// Generated from app/content/schema/registry.ts by scripts/vite/content.ts: do not edit.
// Each content file's import has its schema's type.

declare module "~content/careers/careers-application.yml" {
  const data: import("./schema/registry").Content<"careers/careers-application">;
  export default data;
}
declare module "~content/careers/page.yml" {
  const data: import("./schema/registry").Content<"careers/page">;
  export default data;
}
declare module "~content/contact/contact-details.yml" {
  const data: import("./schema/registry").Content<"contact/contact-details">;
  export default data;
}
declare module "~content/contact/lets-connect.yml" {
  const data: import("./schema/registry").Content<"contact/lets-connect">;
  export default data;
}
declare module "~content/contact/page.yml" {
  const data: import("./schema/registry").Content<"contact/page">;
  export default data;
}
declare module "~content/contact/visit-us.yml" {
  const data: import("./schema/registry").Content<"contact/visit-us">;
  export default data;
}
declare module "~content/error/page.yml" {
  const data: import("./schema/registry").Content<"error/page">;
  export default data;
}
declare module "~content/forms/careers-form.yml" {
  const data: import("./schema/registry").Content<"forms/careers-form">;
  export default data;
}
declare module "~content/forms/contact-form.yml" {
  const data: import("./schema/registry").Content<"forms/contact-form">;
  export default data;
}
declare module "~content/forms/shared.yml" {
  const data: import("./schema/registry").Content<"forms/shared">;
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
declare module "~content/home/page.yml" {
  const data: import("./schema/registry").Content<"home/page">;
  export default data;
}
declare module "~content/layout/footer.yml" {
  const data: import("./schema/registry").Content<"layout/footer">;
  export default data;
}
declare module "~content/layout/navigation.yml" {
  const data: import("./schema/registry").Content<"layout/navigation">;
  export default data;
}
declare module "~content/manufacturing/page.yml" {
  const data: import("./schema/registry").Content<"manufacturing/page">;
  export default data;
}
declare module "~content/not-found/page.yml" {
  const data: import("./schema/registry").Content<"not-found/page">;
  export default data;
}
declare module "~content/product/page.yml" {
  const data: import("./schema/registry").Content<"product/page">;
  export default data;
}
declare module "~content/services/page.yml" {
  const data: import("./schema/registry").Content<"services/page">;
  export default data;
}
declare module "~content/site.yml" {
  const data: import("./schema/registry").Content<"site">;
  export default data;
}
