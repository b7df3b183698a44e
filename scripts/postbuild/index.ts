/** The steps after the prerender (`buildEnd`), in order; a step reads earlier ones' output from `build/`. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { contentStore } from "../../app/content/store.server.ts";
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
    // The fixed routes' pages, and the catalogue's, which its routes' parameters stand for.
    paths: [
      ...pagePaths(buildManifest?.routes ?? {}),
      ...contentStore(viteConfig.root).addresses(),
    ].sort(),
  };
  const timings: Record<string, number> = {};
  for (const step of STEPS) {
    const started = performance.now();
    await step(build);
    timings[step.name] = Math.round(performance.now() - started);
  }
  // For the catalogue bench (scripts/bench/catalogue.mjs): where the time after the prerender goes.
  if (process.env.BUILD_TIMINGS)
    await writeFile(
      process.env.BUILD_TIMINGS,
      JSON.stringify({ postbuild: timings, contentParses: contentStore(build.root).parses }),
    );
};
