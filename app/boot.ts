import {
  type FrameworkGlobals,
  failedRouteModule,
  ROUTE_RETRY_KEY,
} from "./lib/route-load-recovery";

/**
 * The page's boot, run once the page has painted (decision 005). The build inlines this module,
 * compiled, in place of React Router's boot module, with what that module imported as a JSON
 * block beside it (scripts/defer-hydration.ts).
 */

/** The block's `id`. */
export const BOOT_DATA_ID = "boot-data";

/** What a page's boot loads, in React Router's order. */
export interface BootData {
  /** Every module of the page's first load, fetched in parallel before any runs. */
  preload: string[];
  /** React Router's manifest module. */
  manifest: string;
  /** `[route id, module]` of each route the page shows, root first. */
  routes: [string, string][];
  /** The client entry: importing it hydrates the page. */
  entry: string;
  /** The not-found page's only: the site's page paths, which it must never hydrate as. */
  knownPaths?: string[];
}

/** Longest wait for the load event before hydration starts anyway, in milliseconds. */
export const HYDRATION_CAP_MS = 3000;

type Load = (url: string) => Promise<unknown>;

/**
 * A page route whose code does not load (a chunk gone after a redeploy, a blocked request): one
 * more full load of this address, then, if that fails too, a stand-in module that makes the
 * layout show its error fallback. The same marker as app/lib/route-load-recovery.ts.
 */
function routeFailed(error: unknown): Promise<never> | ReturnType<typeof failedRouteModule> {
  let isRetry = true;
  try {
    isRetry = sessionStorage.getItem(ROUTE_RETRY_KEY + location.pathname) !== null;
    sessionStorage.setItem(ROUTE_RETRY_KEY + location.pathname, "1");
  } catch {}
  if (isRetry) return failedRouteModule(error);
  location.reload();
  return new Promise(() => {});
}

/** Does what React Router's boot module does, with a retry for route modules that fail. */
export async function hydrate(
  data: BootData,
  load: Load = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const href of data.preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  await load(data.manifest);
  const modules: Record<string, unknown> = {};
  for (const [id, url] of data.routes) {
    modules[id] = await (id === "root" ? load(url) : load(url).catch(routeFailed));
  }
  try {
    sessionStorage.removeItem(ROUTE_RETRY_KEY + location.pathname);
  } catch {}
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
 * Hydrates once the page has loaded and painted its content (browsers without paint timing go by
 * load alone), one frame later so the pictures that came with load are on screen too; or at the
 * cap, so a slow picture cannot hold interactivity hostage.
 */
export function start(data: BootData, load?: Load): void {
  // The not-found page at a case variant of a page's address (a host without the servers' 301):
  // React Router would match that page and hydrate this 404 into it with a hydration error. The
  // visitor goes where the 301 would have sent them; only a real unknown address hydrates.
  const knownPath = data.knownPaths && knownPathFor(location.pathname, data.knownPaths);
  if (knownPath !== undefined) {
    if (knownPath !== location.pathname)
      location.replace(knownPath + location.search + location.hash);
    return;
  }
  let isStarted = false;
  const boot = () => {
    if (isStarted) return;
    isStarted = true;
    void hydrate(data, load);
  };
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  // A task queued from a frame callback runs after that frame is painted.
  void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(boot, 0)));
  setTimeout(boot, HYDRATION_CAP_MS);
}

// Where the build inlined it; imported elsewhere (the build, tests) this module only defines.
const block = globalThis.document?.getElementById(BOOT_DATA_ID);
if (block?.textContent) start(JSON.parse(block.textContent) as BootData);
