import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { LOCALES, localePrefix } from "../../app/lib/locales.ts";

/** The addresses the not-found page is prerendered at, one per language: `/404`, `/de/404`... */
export const NOT_FOUND_PRERENDER_PATHS = LOCALES.map((locale) => `${localePrefix(locale)}/404`);

/**
 * Moves each prerendered not-found page to `404.html` in its language's folder (`/404.html`,
 * `/de/404.html`), what static hosts and nginx serve for unknown paths there.
 */
export async function notFoundPage({ clientDir }: { clientDir: string }): Promise<void> {
  for (const page of NOT_FOUND_PRERENDER_PATHS) {
    await rename(path.join(clientDir, page, "index.html"), path.join(clientDir, `${page}.html`));
    await rm(path.join(clientDir, page), { recursive: true, force: true });
  }
  // Every page is prerendered and 404.html is the fallback, so the SPA shell is not needed.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
