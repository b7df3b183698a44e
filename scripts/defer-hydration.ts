/**
 * Puts the page's own pixels first (docs/decisions/005-hydrate-after-first-paint.md). React
 * Router's prerendered pages start fetching the whole app (module preloads in the head, an async
 * boot module) while the stylesheet, the font and the hero picture are still on their way. This
 * build step replaces both with what they load, as data, and app/boot.ts, which loads it once
 * the page has painted.
 */
import path from "node:path";
import { build, type Rolldown } from "vite";
import { BOOT_DATA_ID, type BootData } from "../app/boot.ts";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The statements of React Router's boot module: any other fails the build. */
const MANIFEST_IMPORT = /^import "([^"]+)"$/;
const ROUTE_IMPORT = /^import \* as (\w+) from "([^"]+)"$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{(.*)\}$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\)$/;

/** What React Router's boot module `source` imports, in its order. */
export function bootData(source: string, preload: string[]): BootData {
  const imported = new Map<string, string>();
  let manifest = "";
  let entry = "";
  let routes: [string, string][] = [];
  for (const statement of source.split(/;\s*(?:\n|$)/).map((text) => text.trim())) {
    const match = (pattern: RegExp) => statement.match(pattern) ?? [];
    const [, manifestUrl] = match(MANIFEST_IMPORT);
    const [, name, url] = match(ROUTE_IMPORT);
    const [, modules] = match(ROUTE_MODULES);
    const [, entryUrl] = match(ENTRY_IMPORT);
    if (manifestUrl) manifest = manifestUrl;
    else if (name && url) imported.set(name, url);
    else if (modules) {
      routes = [...modules.matchAll(/"([^"]+)":(\w+)/g)].map(([, id = "", as = ""]) => [
        id,
        imported.get(as) ?? "",
      ]);
    } else if (entryUrl) entry = entryUrl;
    else if (statement) throw new Error(`defer-hydration: an unknown boot statement: ${statement}`);
  }
  if (!manifest || !entry || routes[0]?.[0] !== "root" || routes.some(([, url]) => !url))
    throw new Error("defer-hydration: React Router's boot module no longer has the expected shape");
  return { preload, manifest, routes, entry };
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
