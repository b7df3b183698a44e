// @ts-check
/** How the tools here start Chromium: the browser tests and the performance benchmark. */
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** CHROMIUM_PATH, else Debian's Chromium when installed, else Playwright's own. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

/** The flags these machines need: no sandbox as root, no GPU, no background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
