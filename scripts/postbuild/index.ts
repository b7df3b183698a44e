/** The steps after the prerender (`buildEnd`), in order; a step reads earlier ones' output from `build/`. */
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { parseEnv } from "../../app/lib/env-contract.ts";
import { writeBuildInfo } from "./build-info.ts";
import { writeHeaderFiles } from "./header-files.ts";
import { hydrateAfterPaint } from "./hydrate-after-paint.ts";
import { notFoundPage } from "./not-found-page.ts";
import { type Build, pagePaths } from "./pages.ts";
import { precompress } from "./precompress.ts";
import { writeSearchIndex } from "./search-index.ts";
import { writeSiteFiles } from "./site-files.ts";
import { removeUnlinkedStylesheets } from "./unlinked-stylesheets.ts";

const STEPS: ((build: Build) => Promise<unknown>)[] = [
  notFoundPage,
  removeUnlinkedStylesheets,
  hydrateAfterPaint,
  writeSiteFiles,
  writeBuildInfo,
  // Product pages as they ship; its fragments are gzipped already (precompress skips them).
  writeSearchIndex,
  // Once the HTML is final: the policies hash its inline scripts.
  writeHeaderFiles,
  // Last, so the gzipped copies are of the files exactly as they ship.
  precompress,
];

export const postbuild: NonNullable<Config["buildEnd"]> = async ({
  buildManifest,
  reactRouterConfig,
  viteConfig,
}) => {
  const buildDir = reactRouterConfig.buildDirectory;
  const build: Build = {
    root: viteConfig.root,
    buildDir,
    clientDir: path.join(buildDir, "client"),
    env: parseEnv(viteConfig.env),
    paths: pagePaths(buildManifest?.routes ?? {}),
  };
  for (const step of STEPS) await step(build);
};
