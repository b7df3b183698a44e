import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_PAGE } from "../../server/security-headers.mjs";
import type { Build } from "./pages.ts";

export const NOT_FOUND_PRERENDER_PATH = "/404";

/** Moves the prerendered not-found page to `404.html`, what static hosts and nginx serve for unknown paths. */
export async function notFoundPage({ clientDir }: Build): Promise<void> {
  const dir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH);
  await rename(path.join(dir, "index.html"), path.join(clientDir, NOT_FOUND_PAGE));
  await rm(dir, { recursive: true, force: true });
  // Every page is prerendered and 404.html is the fallback, so the SPA shell is not needed.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
