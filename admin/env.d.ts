declare module "virtual:cms-backend" {
  const settings: import("../scripts/cms/backend.ts").BackendSettings;
  export default settings;
}
