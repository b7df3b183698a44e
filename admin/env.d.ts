declare module "virtual:cms-backend" {
  const settings: import("../scripts/cms/backend.ts").BackendSettings;
  export default settings;
}

declare module "virtual:cms-categories" {
  /** The catalogue's categories when the editor was built, each a folder of products. */
  const categories: import("../scripts/cms/decap-config.ts").CategoryFolder[];
  export default categories;
}
