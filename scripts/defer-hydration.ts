/**
 * The page's own pixels first (decision 005): React Router's module preloads and boot module
 * become data for app/boot.ts, which loads the app once the page has painted.
 */
import path from "node:path";
import { build, type Rolldown } from "vite";
import { BOOT_DATA_ID, type BootData } from "../app/boot.ts";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The statements of React Router's boot module; any other fails the build. */
const STATEMENTS =
  /import "([^"]+)";|import \* as (\w+) from "([^"]+)";|window\.__reactRouterRouteModules = \{(.*)\};|import\("([^"]+)"\);/g;

/** What React Router's boot module `source` imports, in its order. */
export function bootData(source: string, preload: string[]): BootData {
  const imported = new Map<string, string>();
  const data: BootData = { preload, manifest: "", routes: {}, entry: "" };
  for (const [, manifest, name, url, routes = "", entry] of source.matchAll(STATEMENTS)) {
    if (manifest) data.manifest = manifest;
    if (name && url) imported.set(name, url);
    for (const [, id = "", as = ""] of routes.matchAll(/"([^"]+)":(\w+)/g))
      data.routes[id] = imported.get(as) ?? "";
    if (entry) data.entry = entry;
  }
  const urls = [data.manifest, data.entry, data.routes.root, ...Object.values(data.routes)];
  if (source.replace(STATEMENTS, "").trim() || urls.some((url) => !url))
    throw new Error(`defer-hydration: a boot module of a shape this step does not know: ${source}`);
  return data;
}

/** app/boot.ts as one minified module, to inline in every page. */
export async function compileBoot(root: string): Promise<string> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: "error",
    mode: "production",
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: path.join(root, "app/boot.ts"), preserveEntrySignatures: false },
    },
  })) as Rolldown.RolldownOutput;
  return result.output[0].code.trim();
}

/**
 * A prerendered page with React Router's module preloads and boot module replaced by `boot`
 * (compiled app/boot.ts) and its data; `knownPaths` for the not-found page (see `BootData`).
 */
export function deferHydration(html: string, boot: string, knownPaths?: string[]): string {
  const source = html.match(BOOT_SCRIPT)?.[1];
  if (source === undefined) throw new Error("defer-hydration: the page has no boot module");
  const preload = [...html.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);
  const data = JSON.stringify({ ...bootData(source, preload), knownPaths });
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      BOOT_SCRIPT,
      () =>
        `<script type="application/json" id="${BOOT_DATA_ID}">${data.replaceAll("<", "\\u003c")}</script>` +
        `<script type="module">${boot}</script>`,
    );
}
