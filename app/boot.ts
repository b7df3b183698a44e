import {
  clearRetry,
  type FrameworkGlobals,
  failedRouteModule,
  markRetry,
} from "./lib/route-load-recovery";

/**
 * The page's boot, after its first paint (decision 005), inlined by the build in place of React
 * Router's boot module, beside a JSON block of its imports (scripts/postbuild/hydrate-after-paint.ts).
 */
export const BOOT_DATA_ID = "boot-data";

/** What a page's boot loads, in React Router's order. */
export interface BootData {
  preload: string[];
  manifest: string;
  /** Route id to module, root first. */
  routes: Record<string, string>;
  entry: string;
  /** The not-found page's only: the page paths, which it must never hydrate as. */
  knownPaths?: string[];
}

/** Longest wait for the load event and first paint before hydrating anyway, in milliseconds. */
export const HYDRATION_CAP_MS = 3000;

type Load = (url: string) => Promise<unknown>;

/**
 * A page route whose code does not load (a chunk gone after a redeploy): one more full load of
 * this address, then the layout's error fallback. Without storage, no reload (it could loop).
 */
function routeFailed(error: unknown) {
  if (markRetry(location.pathname, true)) return failedRouteModule(error);
  location.reload();
  return new Promise<never>(() => {});
}

/** What React Router's boot module does, with `routeFailed` for the page's own route. */
export async function hydrate(
  data: BootData,
  load: Load = (url) => import(/* @vite-ignore */ url),
) {
  for (const href of data.preload)
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", href }),
    );
  await load(data.manifest);
  const modules: Record<string, unknown> = {};
  for (const [id, url] of Object.entries(data.routes))
    modules[id] = await (id === "root" ? load(url) : load(url).catch(routeFailed));
  clearRetry(location.pathname);
  (window as FrameworkGlobals).__reactRouterRouteModules = modules;
  await load(data.entry);
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
export function start(data: BootData, load?: Load): void {
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
    if (!isStarted) void hydrate(data, load);
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
