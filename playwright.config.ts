import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4180);
/** nginx serves the same build here for the `nginx` project (tests/nginx). */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 100);
const hasNginx = ["/usr/sbin", ...(process.env.PATH ?? "").split(path.delimiter)].some(
  (dir) => dir && existsSync(path.join(dir, "nginx")),
);
// CI installs nginx (scripts/ensure-setup.mjs); elsewhere its tests are left out with a note.
const withNginx = hasNginx || Boolean(process.env.CI);
if (!withNginx) console.warn("nginx is not installed: the nginx project's tests are skipped.");
const desktopChrome = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on a second try is a defect to fix, and a
  // retry would hide it from CI while the next person to clone the repository still meets it.
  retries: 0,
  // Caps for a hang, not speed limits: on a loaded 2-core machine a page does its work several
  // times slower, and Playwright's defaults (30 s a test, 5 s an assertion) then cut off tests
  // that were on their way to passing. A passing test takes no longer for these.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "desktop", use: desktopChrome },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      // The site editor (tests/cms): starts `npm run cms` in a copy of the checkout on
      // E2E_PORT+20 and +21, saves through the editor and rebuilds there.
      name: "cms",
      testDir: "tests/cms",
      use: { ...desktopChrome, actionTimeout: 30_000 },
    },
    ...(withNginx
      ? [
          {
            // The production configuration (deploy/nginx.conf) over the same build: the forms
            // post cross-origin to the stand-in on `port`, the shape of a real deployment.
            name: "nginx",
            testDir: "tests/nginx",
            use: { ...desktopChrome, baseURL: `http://127.0.0.1:${nginxPort}` },
          },
        ]
      : []),
  ],
  // Started in this order: the first one (re)builds when needed, nginx then serves that build.
  webServer: [
    {
      // Always the production build, never the dev server; built (again, if needed) with the
      // e-mail stand-in's identifiers so the forms send to this server's outbox.
      command: `node scripts/serve-e2e.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    ...(withNginx
      ? [
          {
            command: `bash deploy/serve-nginx.sh ${nginxPort}`,
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
            // A signal the script traps, so it removes its temporary folder (not SIGKILL).
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
