import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { build, loadEnv, type Plugin } from "vite";
import { contentStore } from "../../app/content/store.server.ts";
import { adminHeaders } from "../../server/security-headers.mjs";
import { contentTypeFor } from "../../server/static-files.mjs";
import { backendSettings, isOnlineEditor, localProxyUrl } from "../cms/backend.ts";

/**
 * The site editor at `/admin/`: a separate Vite build, so none of its code is in any page's load;
 * built into `build/client/admin/` after the client build when the online editor is configured
 * (`CMS_BACKEND=github`), served with its own headers by the dev server (`npm run cms`) always.
 */

export const ADMIN_PATH = "/admin/";
const VIRTUAL_BACKEND = "virtual:cms-backend";
const RESOLVED_BACKEND = `\0${VIRTUAL_BACKEND}`;
const VIRTUAL_CATEGORIES = "virtual:cms-categories";
const RESOLVED_CATEGORIES = `\0${VIRTUAL_CATEGORIES}`;

type Env = Record<string, string | undefined>;

/** Builds the editor into `<clientDir>/admin/`, saving through the back end `env` names. */
export async function buildAdmin(
  root: string,
  clientDir: string,
  env: Env = process.env,
): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "error",
    mode: "production",
    resolve: { tsconfigPaths: true },
    // Also when the dev server (NODE_ENV=development) builds it: React's production code.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [
      {
        // The back-end settings as a module: the browser bundle carries the values, not the reading.
        name: "admin-backend",
        resolveId: (id) => (id === VIRTUAL_BACKEND ? RESOLVED_BACKEND : null),
        load: (id) =>
          id === RESOLVED_BACKEND
            ? `export default ${JSON.stringify(backendSettings(env))};`
            : null,
      },
      {
        // The categories, from the content store: the editor gets a products folder for each.
        name: "admin-categories",
        resolveId: (id) => (id === VIRTUAL_CATEGORIES ? RESOLVED_CATEGORIES : null),
        load: (id) =>
          id === RESOLVED_CATEGORIES
            ? `export default ${JSON.stringify(contentStore(root).categoryFolders())};`
            : null,
      },
    ],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      assetsDir: "admin/assets",
      copyPublicDir: false,
      rolldownOptions: { input: path.join(root, "admin/index.html") },
    },
  });
}

const DEV_OUT = "node_modules/.cache/cms-admin";
/** Changes under these rebuild the dev server's editor. */
const EDITOR_SOURCES = ["admin/", "scripts/cms/", "app/content/schema/", "content/categories/"];

export function admin(): Plugin {
  let root = process.cwd();
  let env: Env = process.env;
  return {
    name: "admin",
    configResolved(config) {
      root = config.root;
      // The CMS_ settings from the environment or `.env` (README: Editing the site online).
      env = { ...process.env, ...loadEnv(config.mode, root, "CMS_") };
    },
    /**
     * Serves a production build of the editor, made at start or first visit and on schema
     * changes: Decap CMS needs React Router 5, which the site's dev server would swap for 7.
     */
    configureServer(server) {
      const outDir = path.join(root, DEV_OUT);
      let ready: Promise<void> | undefined;
      const rebuild = () => {
        ready = (async () => {
          const started = Date.now();
          await rm(outDir, { recursive: true, force: true });
          await buildAdmin(root, outDir, env);
          server.config.logger.info(`admin: the editor is ready (${Date.now() - started} ms)`, {
            timestamp: true,
          });
        })();
        ready.catch((error) => server.config.logger.error(`admin: ${String(error)}`));
        return ready;
      };
      server.watcher.on("change", (file) => {
        const relative = path.relative(root, file).replace(/\\/g, "/");
        if (ready && EDITOR_SOURCES.some((folder) => relative.startsWith(folder))) void rebuild();
      });
      const isCmsRun = process.env.CMS_EDITOR === "1";
      if (isCmsRun) void rebuild();
      // The local back end's address, which the editor's policy lets it reach.
      const connect = isCmsRun ? [new URL(localProxyUrl()).origin] : [];
      server.middlewares.use(async (req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0] ?? "";
        if (pathname === "/admin") return res.writeHead(301, { Location: ADMIN_PATH }).end();
        if (!pathname.startsWith(ADMIN_PATH)) return next();
        // The local back end takes only the editor's exact origin, the one npm run cms prints.
        const editor = `127.0.0.1:${server.config.server.port}`;
        if (isCmsRun && req.headers.host !== editor)
          return res.writeHead(307, { Location: `http://${editor}${req.url}` }).end();
        try {
          await (ready ?? rebuild());
          const relative = pathname === ADMIN_PATH ? "admin/index.html" : pathname.slice(1);
          const file = path.join(outDir, relative);
          if (!file.startsWith(outDir + path.sep) || !existsSync(file)) return next();
          res.writeHead(200, {
            ...adminHeaders({ connect }),
            "Content-Type": contentTypeFor(file),
            "Cache-Control": "no-cache",
          });
          res.end(await readFile(file));
        } catch (error) {
          next(error);
        }
      });
    },
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      // Throws on a CMS_BACKEND it cannot use, so a misspelt setting stops the build.
      if (!isOnlineEditor(env)) {
        this.environment.logger.info(
          "admin: no /admin/ in this build (the online editor needs CMS_BACKEND=github; npm run cms edits locally)",
        );
        return;
      }
      await buildAdmin(root, options.dir, env);
      this.environment.logger.info("admin: the editor built into build/client/admin/");
    },
  };
}
