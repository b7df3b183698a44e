import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv, type Plugin, type ResolvedConfig } from "vite";
import { type Env, parseEnv } from "./app/lib/env-contract.ts";
import routes from "./app/routes.ts";
import { admin } from "./scripts/vite/admin.ts";
import { breakpoints } from "./scripts/vite/breakpoints.ts";
import { cataloguePdf } from "./scripts/vite/catalogue-pdf.ts";
import { content } from "./scripts/vite/content.ts";
import { responsiveImages } from "./scripts/vite/responsive-images.ts";
import { shellChunk } from "./scripts/vite/shell-chunk.ts";
import { STAND_IN_IDENTIFIERS } from "./server/stand-in-identifiers.mjs";

/** Warns loudly when the forms of this build cannot send (a malformed setting already failed it). */
function checkEnvironment(env: Env): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "check-environment",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // Once per build: the client environment, not the prerender's server one.
      if (!config || this.environment.name !== "client") return;
      if (env.email.publicKey === STAND_IN_IDENTIFIERS.VITE_EMAILJS_PUBLIC_KEY) {
        config.logger.info(
          `NOTE: this build sends its forms to the local e-mail stand-in at ${env.email.origin}. ` +
            "It is for trying the site on this computer; do not deploy it.",
        );
      } else if (env.missingEmailKeys.length > 0) {
        const line = "=".repeat(78);
        config.logger.warn(
          [
            line,
            "WARNING: e-mail identifiers are not configured. The contact and careers forms of this",
            "build will show 'Failed to send the message' instead of sending. Missing:",
            ...env.missingEmailKeys.map((key) => `  - ${key}`),
            "Set them in the environment or a .env file (see .env.example) before a production build.",
            line,
          ].join("\n"),
        );
      }
    },
  };
}

/** A line as each long step starts, since the build logs only warnings unless VERBOSE=1. */
function progress(): Plugin {
  const steps: Record<string, string> = {
    client: "build: the scripts, styles and pictures…",
    ssr: "build: prerendering every page in every language…",
  };
  return {
    name: "progress",
    apply: "build",
    buildStart() {
      const step = steps[this.environment.name];
      if (step && !process.env.VERBOSE) console.log(step);
    },
  };
}

/** SITE_URL is not secret and is needed in the browser bundle for canonical links. */
const ENV_PREFIX = ["VITE_", "SITE_URL"];

export default defineConfig(({ mode }) => {
  // Checked once per build; throws (failing the build) on a malformed setting.
  const env = parseEnv(loadEnv(mode, process.cwd(), ENV_PREFIX));
  return {
    // Warnings and errors only, unless VERBOSE=1: every asset and prerendered page is one line.
    logLevel: process.env.VERBOSE ? "info" : "warn",
    envPrefix: ENV_PREFIX,
    // The checked settings (app/lib/env.ts), so pages carry the result and not the checking code.
    // `__CAPTCHA__`: whether a spam check is configured; without one its code is left out.
    define: {
      __SITE_ENV__: JSON.stringify(env),
      __CAPTCHA__: JSON.stringify(env.captchaSiteKey !== ""),
    },
    resolve: { tsconfigPaths: true },
    // One small stylesheet for the whole site: one request instead of one per component chunk.
    build: {
      cssCodeSplit: false,
      // What every page loads as one chunk instead of a dozen small ones: 2.2 KB less gzip per page,
      // 7 fewer requests and preloads. React and React Router join it as its dependencies.
      rolldownOptions: {
        // Its report names React Router's own route-module splitting, which we cannot change; a
        // warning on every build would teach readers to ignore warnings. Profile with --cpu-prof.
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: { groups: [shellChunk(path.resolve("app"), routes)] },
          // Pictures from content/media get a bare hash: their long descriptive names would be
          // repeated in every page's JavaScript that lists them.
          assetFileNames: (asset) =>
            asset.originalFileNames.some((name) => name.startsWith("content/media/"))
              ? "assets/[hash][extname]"
              : "assets/[name]-[hash][extname]",
        },
      },
    },
    // `?responsive` photo imports: AVIF/WebP at a width ladder with their real size (README: Adding photos).
    // `cataloguePdf()`: the catalogue PDF per language, before the prerender (decision 014).
    // `admin()`: the site editor at /admin/, an entry of its own (README: Editing the site).
    // `breakpoints()`: one name per width (app/styles/media.css), resolved by Lightning CSS, which
    // also compiles the CSS modules: no PostCSS in the build.
    plugins: [
      progress(),
      checkEnvironment(env),
      breakpoints(),
      content(),
      cataloguePdf(),
      responsiveImages(),
      admin(),
      reactRouter(),
    ],
  };
});
