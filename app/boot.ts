import { BOOT_DATA_ID, type BootData } from "./lib/boot-data";
import { isCatalogueAddress } from "./lib/catalogue-paths";
import {
  clearRetry,
  type FrameworkGlobals,
  failedRouteModule,
  markRetry,
} from "./lib/route-load-recovery";

/*
 * The page's boot, after its first paint (decision 005), inlined by the build in place of React
 * Router's boot module, beside a JSON block of its imports (scripts/postbuild/hydrate-after-paint.ts).
 */

/** Longest wait for the load event and first paint before hydrating anyway, in milliseconds. */
export const HYDRATION_CAP_MS = 3000;

/** With the stream React Router's inline script sets up for the page's loader data. */
export type BootGlobals = FrameworkGlobals & {
  __reactRouterContext?: { streamController: ReadableStreamDefaultController<string> };
};

/** How the boot fetches: modules (`import()`) and text; tests pass their own. */
export interface Loaders {
  load: (url: string) => Promise<unknown>;
  read: (url: string) => Promise<string>;
}

const BROWSER: Loaders = {
  load: (url) => import(/* @vite-ignore */ url),
  async read(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  },
};

/**
 * A page route whose code does not load (a chunk gone after a redeploy): one more full load of
 * this address, then the layout's error fallback. Without storage, no reload (it could loop).
 */
function routeFailed(error: unknown) {
  if (markRetry(location.pathname, true)) return failedRouteModule(error);
  location.reload();
  return new Promise<never>(() => {});
}

/**
 * What React Router's boot module does, with `routeFailed` for the page's own route, and the
 * page's loader data read from its file into the stream React Router's inline script set up.
 * Without that data (a redeploy replaced it), one more full load; after that the page stays as
 * served, which reads and navigates without JavaScript.
 */
export async function hydrate(data: BootData, { load, read }: Loaders = BROWSER) {
  if (isGoneCatalogueAddress(data)) return;
  for (const href of data.preload)
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", href }),
    );
  const handoff = read(data.handoff).catch(() => undefined);
  await load(data.manifest);
  const modules: Record<string, unknown> = {};
  for (const [id, url] of Object.entries(data.routes))
    modules[id] = await (id === "root" ? load(url) : load(url).catch(routeFailed));
  const text = await handoff;
  if (text === undefined) {
    // Marked for this tab: the address's next visits stay as served without a reload each.
    if (!markRetry(location.pathname, true)) location.reload();
    return;
  }
  clearRetry(location.pathname);
  const globals = window as BootGlobals;
  globals.__reactRouterRouteModules = modules;
  globals.__reactRouterContext?.streamController.enqueue(text);
  globals.__reactRouterContext?.streamController.close();
  await load(data.entry);
}

/**
 * The not-found page served at a category's or product's address the catalogue does not have (a
 * product removed): the client router would take the address for that page and find no data for
 * it, so the page stays as served, which reads and navigates without JavaScript.
 */
function isGoneCatalogueAddress(data: BootData): boolean {
  const isNotFoundPage = Object.keys(data.routes).some((id) => id.endsWith("not-found"));
  return isNotFoundPage && isCatalogueAddress(location.pathname);
}

/** The page path `pathname` is a variant of (other capitals, percent-encoding, trailing slash). */
export function knownPathFor(pathname: string, knownPaths: string[]): string | undefined {
  let here = pathname;
  try {
    here = decodeURIComponent(here);
  } catch {}
  here = here.replace(/\/+$/, "").toLowerCase() || "/";
  return knownPaths.find((path) => path.toLowerCase() === here);
}

/**
 * Hydrates once the page has loaded and painted (browsers without paint timing: loaded), one
 * frame later so what came with load is on screen too; or at the cap, so a slow picture cannot
 * hold interactivity hostage.
 */
export function start(data: BootData, loaders?: Loaders): void {
  // The not-found page at a case variant of a page's address (a host without the servers' 301)
  // would hydrate into that page with an error: it goes where the 301 would have sent it.
  const knownPath = data.knownPaths && knownPathFor(location.pathname, data.knownPaths);
  if (knownPath !== undefined) {
    if (knownPath !== location.pathname)
      location.replace(knownPath + location.search + location.hash);
    return;
  }
  let isStarted = false;
  const boot = () => {
    if (!isStarted) void hydrate(data, loaders);
    isStarted = true;
  };
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve(null);
    else addEventListener("load", resolve, { once: true });
  });
  // A task queued from a frame callback runs after that frame is painted.
  void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(boot, 0)));
  setTimeout(boot, HYDRATION_CAP_MS);
}

// Imported elsewhere (the build, tests) this module only defines.
const block = globalThis.document?.getElementById(BOOT_DATA_ID);
if (block?.textContent) start(JSON.parse(block.textContent) as BootData);
