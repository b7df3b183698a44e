import { readFile, writeFile } from "node:fs/promises";
import { NOT_FOUND_PAGE } from "../../server/page-headers.mjs";
import { deferHydration } from "../defer-hydration.ts";
import { type Build, pageFiles } from "./pages.ts";

/** Rewrites every page's boot so the app loads after the first paint (decision 005). */
export async function hydrateAfterPaint(build: Build): Promise<void> {
  const { paths } = build;
  for (const { path: pagePath, file: page } of pageFiles(build)) {
    // The not-found page must not hydrate as a real page at a case variant of its address.
    const options = pagePath === NOT_FOUND_PAGE ? { knownPaths: paths } : {};
    await writeFile(page, deferHydration(await readFile(page, "utf8"), options));
  }
}
