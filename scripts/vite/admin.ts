import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type ViteDevServer } from "vite";
import { adminHeaders } from "../../server/security-headers.mjs";
import { contentTypeFor } from "../../server/static-files.mjs";
import { backendSettings, localProxyUrl } from "../cms/backend.ts";

/**
 * The site editor at `/admin/` (admin/index.html + admin/cms.ts): an entry of its own, built by a
 * separate Vite build, so none of its code is in any page's load. `react-router build` builds it
 * into `build/client/admin/` after the site's client build; `vite dev` (and `npm run cms`) serves
 * it with its own headers. The back end is read from the environment (scripts/cms/backend.ts).
 */

export const ADMIN_PATH = "/admin/";
const VIRTUAL_BACKEND = "virtual:cms-backend";
const RESOLVED_BACKEND = `\0${VIRTUAL_BACKEND}`;

/** Builds the editor into `<clientDir>/admin/`. */
export async function buildAdmin(root: string, clientDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    base: "/",
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
          id === RESOLVED_BACKEND ? `export default ${JSON.stringify(backendSettings())};` : null,
      },
    ],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      assetsDir: "admin/assets",
      copyPublicDir: false,
      chunkSizeWarningLimit: 8000,
      rolldownOptions: { input: path.join(root, "admin/index.html") },
    },
  });
}

/** Where the dev server keeps its build of the editor. */
const DEV_OUT = "node_modules/.cache/cms-admin";
/** What a change to the dev server rebuild the editor: its page and the schemas. */
const EDITOR_SOURCES = ["admin/", "scripts/cms/", "app/content/schema/"];

/**
 * The dev server serves a production build of the editor, made when it starts (`npm run cms`) or
 * at the first visit to /admin/, and again when a schema changes. The editor's code (Decap CMS)
 * needs React Router 5, which the site's dev server would swap for the site's own version 7.
 */
function devEditor(server: ViteDevServer, root: string) {
  const outDir = path.join(root, DEV_OUT);
  let ready: Promise<void> | undefined;
  const rebuild = () => {
    ready = (async () => {
      const started = Date.now();
      await rm(outDir, { recursive: true, force: true });
      await buildAdmin(root, outDir);
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
  return {
    start: rebuild,
    /** The editor's file for a request path under /admin/, once built. */
    async file(pathname: string): Promise<string | undefined> {
      await (ready ?? rebuild());
      const relative = pathname === ADMIN_PATH ? "admin/index.html" : pathname.slice(1);
      const file = path.join(outDir, relative);
      return file.startsWith(outDir + path.sep) && existsSync(file) ? file : undefined;
    },
  };
}

export function admin(): Plugin {
  let root = process.cwd();
  return {
    name: "admin",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      const editor = devEditor(server, root);
      if (process.env.CMS_EDITOR === "1") void editor.start();
      // The local back end's address, which the editor's policy lets it reach.
      const connect = process.env.CMS_EDITOR === "1" ? [new URL(localProxyUrl()).origin] : [];
      server.middlewares.use(async (req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0] ?? "";
        if (pathname === "/admin") return res.writeHead(301, { Location: ADMIN_PATH }).end();
        if (!pathname.startsWith(ADMIN_PATH)) return next();
        try {
          const file = await editor.file(pathname);
          if (!file) return next();
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
      await buildAdmin(root, options.dir);
      this.environment.logger.info("admin: the editor built into build/client/admin/");
    },
  };
}
