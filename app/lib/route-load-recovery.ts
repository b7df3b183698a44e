import type { DataRouteObject, matchRoutes } from "react-router";

/**
 * When a page's code cannot be loaded for a client-side navigation (an old tab after a redeploy),
 * React Router 7 reloads the page the visitor is on, so the click seems to do nothing. Instead the
 * code is loaded before the navigation and, when it fails, the browser makes one full navigation
 * to the address asked for; only if that fails again, in this tab, does the site show its error
 * fallback. `matchRoutes` is passed in: a static import would make the entry preload it.
 */

/** sessionStorage key prefix: "a full load of this path was made because its code failed". */
export const ROUTE_RETRY_KEY = "route-load-retry:";

/** Marks a full load of `pathname` as made; answers whether one was before (`ifUnknown` without storage). */
export function markRetry(pathname: string, ifUnknown: boolean): boolean {
  try {
    const wasMade = sessionStorage.getItem(ROUTE_RETRY_KEY + pathname) !== null;
    sessionStorage.setItem(ROUTE_RETRY_KEY + pathname, "1");
    return wasMade;
  } catch {
    return ifUnknown;
  }
}

export function clearRetry(pathname: string): void {
  try {
    sessionStorage.removeItem(ROUTE_RETRY_KEY + pathname);
  } catch {}
}

/** The globals React Router's framework mode sets up in the browser (read, never replaced). */
export interface FrameworkGlobals {
  __reactRouterDataRouter?: { routes: DataRouteObject[] };
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

/** A route module that renders the layout's error fallback with the load error. */
export function failedRouteModule(error: unknown): { default: () => never } {
  return {
    default() {
      throw error;
    },
  };
}

/**
 * Loads the code of the routes `to` leads to that this page has not loaded yet. On failure: a
 * full navigation to `to` the first time (the returned promise never settles, as the page is
 * leaving), or, when that was already tried, stand-ins that make React Router show the error
 * fallback at `to` instead of reloading the page the visitor is leaving.
 */
export async function loadRoutesOf(
  to: string,
  match: typeof matchRoutes,
  globals: FrameworkGlobals = window as FrameworkGlobals,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  const router = globals.__reactRouterDataRouter;
  const manifest = globals.__reactRouterManifest;
  const modules = globals.__reactRouterRouteModules;
  if (!router || !manifest || !modules) return;
  const { pathname } = new URL(to, location.href);
  const missing = (match(router.routes, pathname) ?? [])
    .map((match) => match.route.id)
    .filter((id) => !(id in modules));
  const results = await Promise.allSettled(
    missing.map((id) => load(manifest.routes[id]?.module ?? "")),
  );
  const failure = results.find((result) => result.status === "rejected");
  if (!failure) return clearRetry(pathname);
  if (!markRetry(pathname, false)) {
    location.assign(to);
    return new Promise(() => {});
  }
  missing.forEach((id, i) => {
    const result = results[i];
    modules[id] = result?.status === "fulfilled" ? result.value : failedRouteModule(failure.reason);
  });
}

/**
 * Runs before each navigation: address navigations only, not history steps (their URL is already
 * the new one, so React Router's reload lands there).
 */
export function beforeNavigate(
  to: number | string,
  match: typeof matchRoutes,
): Promise<void> | undefined {
  if (typeof to === "string" && to.startsWith("/")) return loadRoutesOf(to, match);
}
