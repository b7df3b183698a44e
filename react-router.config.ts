import type { Config } from "@react-router/dev/config";
import { contentStore } from "./app/content/store.server.ts";
import { postbuild } from "./scripts/postbuild/index.ts";
import { NOT_FOUND_PRERENDER_PATHS } from "./scripts/postbuild/not-found-page.ts";

export default {
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // The fixed pages, every category's and product's page (from the content store) and the not-found pages.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...contentStore().addresses(),
    ...NOT_FOUND_PRERENDER_PATHS,
  ],
  // The steps after the prerender, in order: scripts/postbuild/index.ts.
  buildEnd: postbuild,
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
