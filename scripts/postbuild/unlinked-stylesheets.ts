import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { type Build, pageFiles } from "./pages.ts";

/** `cssCodeSplit: false` also leaves an identical, unlinked copy from the prerender environment. */
export async function removeUnlinkedStylesheets(build: Build): Promise<void> {
  const pages = pageFiles(build).map(({ file }) => readFile(file, "utf8"));
  const html = (await Promise.all(pages)).join("\n");
  const assetsDir = path.join(build.clientDir, "assets");
  for (const file of await readdir(assetsDir)) {
    if (file.endsWith(".css") && !html.includes(`/assets/${file}`))
      await rm(path.join(assetsDir, file));
  }
}
