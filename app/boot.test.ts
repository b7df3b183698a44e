import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BootGlobals, HYDRATION_CAP_MS, hydrate, knownPathFor, start } from "./boot";
import type { BootData } from "./lib/boot-data";
import { ROUTE_RETRY_KEY } from "./lib/route-load-recovery";

const data: BootData = {
  preload: ["/manifest.js", "/entry.js", "/root.js", "/careers.js"],
  manifest: "/manifest.js",
  routes: { root: "/root.js", "routes/careers": "/careers.js" },
  entry: "/entry.js",
  handoff: "/page-data.data",
};
const HYDRATION = [
  ...data.preload.map((url) => `modulepreload ${url}`),
  "read /page-data.data",
  "import /manifest.js",
  "import /root.js",
  "import /careers.js",
  "enqueue [loader data]",
  "close",
  "import /entry.js",
];

interface BrowserOptions {
  hasPaintTiming?: boolean;
  pathname?: string;
  stored?: Record<string, string>;
  failing?: string[];
  /** The page's loader data is not there (a redeploy replaced it). */
  isDataGone?: boolean;
}

/** The browser APIs the boot touches, recorded in `events`; `load` stands in for `import()`. */
function fakeBrowser({
  hasPaintTiming = true,
  pathname = "/careers",
  stored = {},
  failing = [],
  isDataGone = false,
}: BrowserOptions = {}) {
  const events: string[] = [];
  const store = new Map(Object.entries(stored));
  const on = { load: () => {}, paint: () => {} };
  const win: BootGlobals = {
    __reactRouterContext: {
      streamController: {
        enqueue: (text: string) => events.push(`enqueue ${text}`),
        close: () => events.push("close"),
      } as unknown as ReadableStreamDefaultController<string>,
    },
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", {
    readyState: "loading",
    createElement: () => ({}),
    head: { append: (link: HTMLLinkElement) => events.push(`${link.rel} ${link.href}`) },
  });
  vi.stubGlobal("location", {
    pathname,
    search: "?from=mail",
    hash: "",
    reload: () => events.push("reload"),
    replace: (to: string) => events.push(`replace ${to}`),
  });
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal("addEventListener", (type: "load", listener: () => void) => {
    on[type] = listener;
  });
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = hasPaintTiming ? ["paint"] : [];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        on.paint = () => callback({ getEntriesByName: () => [{}] }, this);
      }
      observe() {}
      disconnect() {}
    },
  );
  const load = async (url: string) => {
    events.push(`import ${url}`);
    if (failing.includes(url)) throw new TypeError(`Failed to fetch ${url}`);
    return { url };
  };
  const read = async (url: string) => {
    events.push(`read ${url}`);
    if (isDataGone) throw new Error(`${url}: 404`);
    return "[loader data]";
  };
  return { events, store, on, win, loaders: { load, read } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("start", () => {
  it("hydrates one frame after both the load event and the first paint, once", async () => {
    const browser = fakeBrowser();
    start(data, browser.loaders);
    browser.on.load();
    await vi.advanceTimersByTimeAsync(100);
    expect(browser.events).toEqual([]);
    browser.on.paint();
    await vi.advanceTimersByTimeAsync(100);
    expect(browser.events).toEqual(HYDRATION);
    await vi.advanceTimersByTimeAsync(HYDRATION_CAP_MS);
    expect(browser.events).toEqual(HYDRATION);
  });

  it("goes by the load event alone where the browser has no paint timing", async () => {
    const browser = fakeBrowser({ hasPaintTiming: false });
    start(data, browser.loaders);
    browser.on.load();
    await vi.advanceTimersByTimeAsync(100);
    expect(browser.events).toEqual(HYDRATION);
  });

  it("hydrates at the cap when the page has not loaded by then", async () => {
    const browser = fakeBrowser();
    start(data, browser.loaders);
    await vi.advanceTimersByTimeAsync(HYDRATION_CAP_MS - 1);
    expect(browser.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.events).toEqual(HYDRATION);
  });

  it("sends the not-found page at a page's address in other capitals to that page", async () => {
    const browser = fakeBrowser({ pathname: "/Careers/" });
    start({ ...data, knownPaths: ["/", "/careers"] }, browser.loaders);
    await vi.advanceTimersByTimeAsync(HYDRATION_CAP_MS);
    expect(browser.events).toEqual(["replace /careers?from=mail"]);
  });

  it("hydrates the not-found page as itself at any other address", async () => {
    const browser = fakeBrowser({ pathname: "/Careers-Old" });
    start({ ...data, knownPaths: ["/", "/careers"] }, browser.loaders);
    await vi.advanceTimersByTimeAsync(HYDRATION_CAP_MS);
    expect(browser.events).toEqual(HYDRATION);
  });
});

describe("knownPathFor", () => {
  it("matches capitals, percent-encoding and trailing slashes, nothing else", () => {
    const paths = ["/", "/contact-us"];
    expect(knownPathFor("/Contact%2DUs//", paths)).toBe("/contact-us");
    expect(knownPathFor("/%E0%A4", paths)).toBeUndefined();
    expect(knownPathFor("//", paths)).toBe("/");
    expect(knownPathFor("/contact", paths)).toBeUndefined();
  });
});

describe("hydrate when a page's code does not load", () => {
  const failing = ["/careers.js"];

  it("loads the address once more, and marks that it did", async () => {
    const browser = fakeBrowser({ failing });
    void hydrate(data, browser.loaders);
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.events.at(-1)).toBe("reload");
    expect(browser.store.get(`${ROUTE_RETRY_KEY}/careers`)).toBe("1");
  });

  it("after that one more load, hydrates with a stand-in that shows the error fallback", async () => {
    const browser = fakeBrowser({ failing, stored: { [`${ROUTE_RETRY_KEY}/careers`]: "1" } });
    await hydrate(data, browser.loaders);
    expect(browser.events).toEqual(HYDRATION);
    const standIn = browser.win.__reactRouterRouteModules?.["routes/careers"] as {
      default: () => never;
    };
    expect(() => standIn.default()).toThrow("Failed to fetch /careers.js");
    // A later failure of the same page gets its full load again.
    expect(browser.store.size).toBe(0);
  });
});

describe("hydrate when the page's loader data does not load", () => {
  it("loads the address once more, and marks that it did", async () => {
    const browser = fakeBrowser({ isDataGone: true });
    await hydrate(data, browser.loaders);
    expect(browser.events.at(-1)).toBe("reload");
    expect(browser.events).not.toContain("import /entry.js");
    expect(browser.store.get(`${ROUTE_RETRY_KEY}/careers`)).toBe("1");
  });

  it("after that one more load, leaves the page as served instead of hydrating without data", async () => {
    const browser = fakeBrowser({
      isDataGone: true,
      stored: { [`${ROUTE_RETRY_KEY}/careers`]: "1" },
    });
    await hydrate(data, browser.loaders);
    expect(browser.events).toEqual(
      HYDRATION.filter((event) => !/^(enqueue|close|import \/entry)/.test(event)),
    );
    expect(browser.win.__reactRouterRouteModules).toBeUndefined();
    // The address's next visits in this tab stay as served, without a reload each.
    expect(browser.store.size).toBe(1);
  });
});
