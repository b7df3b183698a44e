import { type DataRouteObject, matchRoutes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  beforeNavigate,
  type FrameworkGlobals,
  loadRoutesOf,
  ROUTE_RETRY_KEY,
} from "./route-load-recovery";

/** The site's shape: a layout with pages and a catch-all. */
const routes: DataRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/home", index: true },
      { id: "routes/careers", path: "careers" },
      { id: "routes/not-found", path: "*" },
    ],
  },
];

function globals(): Required<FrameworkGlobals> {
  return {
    __reactRouterDataRouter: { routes },
    __reactRouterManifest: {
      routes: {
        root: { module: "/assets/root.js" },
        "routes/home": { module: "/assets/home.js" },
        "routes/careers": { module: "/assets/careers.js" },
        "routes/not-found": { module: "/assets/not-found.js" },
      },
    },
    __reactRouterRouteModules: { root: {}, "routes/home": {} },
  };
}

const store = new Map<string, string>();
const assign = vi.fn();

beforeEach(() => {
  store.clear();
  assign.mockReset();
  vi.stubGlobal("location", { href: "https://example.com/", assign });
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const failing = (url: string) => Promise.reject(new TypeError(`Failed to fetch ${url}`));
/** Whether a promise is still pending after everything queued has run. */
async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol("pending");
  const settled = await Promise.race([promise, new Promise((r) => setTimeout(() => r(pending)))]);
  return settled === pending;
}

describe("loadRoutesOf", () => {
  it("loads only the modules of the routes the address leads to that are not loaded yet", async () => {
    const load = vi.fn(async (url: string) => ({ url }));
    await loadRoutesOf("/careers?x=1#y", matchRoutes, globals(), load);
    expect(load.mock.calls).toEqual([["/assets/careers.js"]]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("on a failure, navigates fully to the address, marks it, and never lets the router go on", async () => {
    const done = loadRoutesOf("/careers", matchRoutes, globals(), failing);
    expect(await isPending(done)).toBe(true);
    expect(assign).toHaveBeenCalledWith("/careers");
    expect(store.get(`${ROUTE_RETRY_KEY}/careers`)).toBe("1");
  });

  it("on a failure after that full navigation, puts a stand-in that shows the error fallback", async () => {
    store.set(`${ROUTE_RETRY_KEY}/careers`, "1");
    const g = globals();
    await loadRoutesOf("/careers", matchRoutes, g, failing);
    expect(assign).not.toHaveBeenCalled();
    const standIn = g.__reactRouterRouteModules["routes/careers"] as { default: () => never };
    expect(() => standIn.default()).toThrow("Failed to fetch /assets/careers.js");
    // The layout's own module is untouched.
    expect(g.__reactRouterRouteModules.root).toEqual({});
  });

  it("forgets the mark once the address's code loads", async () => {
    store.set(`${ROUTE_RETRY_KEY}/careers`, "1");
    await loadRoutesOf("/careers", matchRoutes, globals(), async () => ({}));
    expect(store.size).toBe(0);
  });

  it("without sessionStorage, navigates fully every time (nothing can loop without a click)", async () => {
    vi.stubGlobal("sessionStorage", undefined);
    const done = loadRoutesOf("/careers", matchRoutes, globals(), failing);
    expect(await isPending(done)).toBe(true);
    expect(assign).toHaveBeenCalledWith("/careers");
  });
});

describe("beforeNavigate", () => {
  it("leaves history steps and relative addresses to React Router", () => {
    expect(beforeNavigate(-1, matchRoutes)).toBeUndefined();
    expect(beforeNavigate("careers", matchRoutes)).toBeUndefined();
  });
});
