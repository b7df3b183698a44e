import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Rolldown, build as viteBuild } from "vite";
import { BOOT_DATA_ID, type BootData } from "../../app/lib/boot-data.ts";
import { NOT_FOUND_PAGE } from "../../server/security-headers.mjs";
import { type Build, pageFiles } from "./pages.ts";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** React Router's inline hydration data: its chunks (JSON string literals), then the end. */
const HANDOFF_CHUNK =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const HANDOFF_END = "<script>window.__reactRouterContext.streamController.close();</script>";

/** The statements of React Router's boot module; any other fails the build. */
const STATEMENTS =
  /import "([^"]+)";|import \* as (\w+) from "([^"]+)";|window\.__reactRouterRouteModules = \{(.*)\};|import\("([^"]+)"\);/g;

/** What React Router's boot module `source` imports, in its order. */
function bootData(source: string, preload: string[]): Omit<BootData, "handoff"> {
  const imported = new Map<string, string>();
  const data: Omit<BootData, "handoff"> = { preload, manifest: "", routes: {}, entry: "" };
  for (const [, manifest, name, url, routes = "", entry] of source.matchAll(STATEMENTS)) {
    if (manifest) data.manifest = manifest;
    if (name && url) imported.set(name, url);
    for (const [, id = "", as = ""] of routes.matchAll(/"([^"]+)":(\w+)/g))
      data.routes[id] = imported.get(as) ?? "";
    if (entry) data.entry = entry;
  }
  const urls = [data.manifest, data.entry, data.routes.root, ...Object.values(data.routes)];
  if (source.replace(STATEMENTS, "").trim() || urls.some((url) => !url))
    throw new Error(`postbuild: a boot module of a shape this step does not know: ${source}`);
  return data;
}

/** app/boot.ts as one minified module, to inline in every page. */
export async function compileBoot(root: string): Promise<string> {
  const result = (await viteBuild({
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
 * A page's hydration data as a content-named file (cached for good, like the other assets), its
 * URL. Removed from the HTML, it cannot push the page's words past the first round trip.
 */
async function moveHandoff(build: Build, html: string, pagePath: string): Promise<string> {
  const chunks = [...html.matchAll(HANDOFF_CHUNK)].map(([, literal = ""]) => JSON.parse(literal));
  if (chunks.length === 0 || !html.includes(HANDOFF_END))
    throw new Error(`postbuild: ${pagePath} has no hydration data of the shape this step knows`);
  const text = chunks.join("");
  const name = `assets/page-data-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.data`;
  await writeFile(path.join(build.clientDir, name), text);
  return `/${name}`;
}

/**
 * Paint first (decision 005): module preloads and React Router's boot module become a JSON block,
 * read by the inlined `app/boot.ts`, which loads the app once the page has painted; the hydration
 * data becomes a file it reads then.
 */
export async function hydrateAfterPaint(build: Build): Promise<void> {
  const boot = await compileBoot(build.root);
  for (const page of pageFiles(build)) await bootAfterPaint(build, page, boot);
}

/** One prerendered page rewritten so: `boot` is `compileBoot`'s module. */
export async function bootAfterPaint(
  build: Build,
  { path: pagePath, file }: { path: string; file: string },
  boot: string,
): Promise<void> {
  const html = await readFile(file, "utf8");
  const source = html.match(BOOT_SCRIPT)?.[1];
  if (source === undefined) throw new Error(`postbuild: ${pagePath} has no boot module`);
  const preload = [...html.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);
  // The not-found page must not hydrate as a real page at a case variant of its address.
  const knownPaths = pagePath.endsWith(NOT_FOUND_PAGE) ? build.paths : undefined;
  const handoff = await moveHandoff(build, html, pagePath);
  const data = JSON.stringify({ ...bootData(source, preload), handoff, knownPaths });
  const dataBlock = `<script type="application/json" id="${BOOT_DATA_ID}">${data.replaceAll("<", "\\u003c")}</script>`;
  const boots = `${dataBlock}<script type="module">${boot}</script>`;
  await writeFile(
    file,
    html
      .replace(MODULE_PRELOAD, "")
      .replace(HANDOFF_CHUNK, "")
      .replace(HANDOFF_END, "")
      .replace(BOOT_SCRIPT, () => boots),
  );
}
