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
