import { describe, expect, it, vi } from "vitest";
import { ROUTE_RETRY_KEY } from "../app/lib/route-load-recovery";
import { deferHydration, HYDRATION_CAP_MS, PRELOADS_PER_TASK } from "./defer-hydration";

/** The shape React Router 7 prerenders: module preloads in the head, an async boot module. */
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="image" href="/media/hero-poster.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="modulepreload" href="/assets/home-4.js"/>',
  '<link rel="stylesheet" href="/assets/style-5.css"/>',
  "</head><body><h1>Hello</h1>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/home-4.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

interface BootOptions {
  /** The address the page is at. */
  url?: string;
  /** What sessionStorage holds when the page starts. */
  stored?: Record<string, string>;
  /** Module URLs whose import fails. */
  failing?: string[];
}

/** Runs the rewritten boot module with the browser APIs it touches recorded. */
function runBoot(
  html: string,
  readyState: "loading" | "complete",
  hasPaintTiming = true,
  { url = "https://example.com/", stored = {}, failing = [] }: BootOptions = {},
) {
  const body = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
  const events: string[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const win: Record<string, unknown> = {};
  const paintObservers: ((names: string[]) => void)[] = [];
  /** Stands in for the browser's; `paint(...)` delivers entries to every observer. */
  class FakePerformanceObserver {
    static supportedEntryTypes = hasPaintTiming ? ["paint", "largest-contentful-paint"] : [];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      paintObservers.push((names) =>
        callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this),
      );
    }
    observe(options: { type: string; buffered: boolean }) {
      events.push(`observe ${options.type}`);
    }
    disconnect() {
      events.push("disconnect");
    }
  }
  const paint = (...names: string[]) => {
    for (const deliver of paintObservers) deliver(names);
  };
  const env = {
    PerformanceObserver: FakePerformanceObserver,
    document: {
      readyState,
      createElement: () => ({}) as { rel?: string; href?: string },
      head: {
        append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`),
      },
    },
    window: win,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    // Zero-delay timers (the boot's task breaks) run as real tasks; the cap waits for the test.
    setTimeout: (callback: () => void, ms: number) => {
      timers.push(callback);
      events.push(`timer ${ms}`);
      if (ms === 0) setTimeout(callback, 0);
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    load: async (module: string) => {
      events.push(`import ${module}`);
      if (failing.includes(module)) throw new TypeError(`Failed to fetch ${module}`);
      return { url: module };
    },
    location: {
      ...(({ pathname, search, hash }) => ({ pathname, search, hash }))(new URL(url)),
      reload: () => events.push("reload"),
      replace: (to: string) => events.push(`replace ${to}`),
    },
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
      get length() {
        return store.size;
      },
    },
  };
  const store = new Map(Object.entries(stored));
  // The module's `import()` calls go to `load`, so the test sees their order.
  const run = new Function(
    ...Object.keys(env),
    `return (async () => {${body.replaceAll("import(", "load(")}})();`,
  );
  const done = run(...Object.values(env));
  return { events, listeners, timers, frames, win, paint, store, done };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("deferHydration", () => {
  it("removes the module preloads and the static boot imports from the page", () => {
    const html = deferHydration(page);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain('type="module" async');
    expect(html).not.toMatch(/^import \* as/m);
    // Everything else stays as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-5.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain("<h1>Hello</h1>");
  });

  it("boots after load and the first contentful paint, a frame later, a module per task", async () => {
    const run = runBoot(deferHydration(page), "loading");
    const { events, listeners, frames, timers, win, paint } = run;
    await settle();
    expect(events).toEqual(["observe paint", `timer ${HYDRATION_CAP_MS}`]);

    // Loaded but not yet painted: nothing happens.
    listeners.load?.();
    paint("first-paint");
    await settle();
    expect(frames).toHaveLength(0);
    // Painted: one frame, then a task, then the boot.
    paint("first-contentful-paint");
    await settle();
    expect(frames).toHaveLength(1);
    frames[0]?.();
    timers.at(-1)?.();
    await vi.waitFor(() => expect(events.at(-1)).toBe("import /assets/entry.client-2.js"));
    const afterPaint = events.slice(events.indexOf("disconnect") + 1);
    expect(afterPaint.filter((line) => !line.startsWith("timer"))).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/root-3.js",
      "modulepreload /assets/home-4.js",
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      "import /assets/entry.client-2.js",
    ]);
    // A task break before each route module and before the client entry.
    const at = (line: string) => afterPaint.indexOf(line);
    const breaks = afterPaint.map((line, i) => (line === "timer 0" ? i : -1)).filter((i) => i >= 0);
    expect(
      breaks.some((i) => i > at("import /assets/root-3.js") && i < at("import /assets/home-4.js")),
    ).toBe(true);
    expect(
      breaks.some(
        (i) => i > at("import /assets/home-4.js") && i < at("import /assets/entry.client-2.js"),
      ),
    ).toBe(true);
    // The original body's assignment ran with the imported route modules.
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("starts the preloads a few per task, and imports only after the last batch", async () => {
    // The page's four preloads and six more.
    const extra = Array.from(
      { length: 6 },
      (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js"/>`,
    ).join("");
    const html = deferHydration(page.replace("</head>", `${extra}</head>`));
    const { events, frames, timers } = runBoot(html, "complete", false);
    await settle();
    frames[0]?.();
    timers.at(-1)?.();
    await vi.waitFor(() => expect(events.at(-1)).toBe("import /assets/entry.client-2.js"));
    const boot = events.slice(events.indexOf("modulepreload /assets/manifest-1.js"));
    // Split at the task breaks: batches of preloads, then the imports.
    const tasks = boot
      .join("\n")
      .split("timer 0")
      .map((task) => task.split("\n").filter(Boolean));
    const preloadTasks = tasks.filter((task) =>
      task.some((line) => line.startsWith("modulepreload")),
    );
    // Ten preloads: full batches, then the rest.
    const sizes = Array.from({ length: Math.ceil(10 / PRELOADS_PER_TASK) }, (_, i) =>
      Math.min(PRELOADS_PER_TASK, 10 - i * PRELOADS_PER_TASK),
    );
    expect(preloadTasks.map((task) => task.length)).toEqual(sizes);
    expect(preloadTasks.flat().every((line) => line.startsWith("modulepreload"))).toBe(true);
    expect(tasks.flat().filter((line) => line.startsWith("modulepreload"))).toHaveLength(10);
  });

  it("goes by load alone where the browser has no paint timing", async () => {
    const { events, frames, timers } = runBoot(deferHydration(page), "complete", false);
    await settle();
    expect(events).not.toContain("observe paint");
    expect(frames).toHaveLength(1);
    frames[0]?.();
    timers.at(-1)?.();
    await vi.waitFor(() => expect(events.at(-1)).toBe("import /assets/entry.client-2.js"));
  });

  it("boots once even when the cap and the load event both fire", async () => {
    const { events, listeners, frames, timers, paint } = runBoot(deferHydration(page), "loading");
    timers[0]?.();
    listeners.load?.();
    paint("first-contentful-paint");
    await settle();
    frames[0]?.();
    timers.at(-1)?.();
    await settle();
    await vi.waitFor(() => expect(events).toContain("import /assets/entry.client-2.js"));
    expect(events.filter((line) => line.startsWith("import /assets/entry"))).toHaveLength(1);
    expect(events.filter((line) => line.startsWith("modulepreload /assets/root"))).toHaveLength(1);
  });

  it("refuses a boot module of a shape it does not know, instead of shipping a dead page", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(
      /no React Router boot module/,
    );
    expect(() =>
      deferHydration(page.replace("import * as route0 from", "import { x as route0 } from")),
    ).toThrow(/import form/);
  });

  describe("a page route whose code does not load", () => {
    const home = "/assets/home-4.js";
    const entry = "import /assets/entry.client-2.js";
    /** Runs the boot of a loaded page to its end (or to where it stops). */
    async function boot(options: BootOptions) {
      const run = runBoot(deferHydration(page), "complete", false, options);
      await settle();
      run.frames[0]?.();
      run.timers.at(-1)?.();
      await vi.waitFor(() =>
        expect(run.events.some((line) => line === entry || line === "reload")).toBe(true),
      );
      return run;
    }

    it("loads the address once more, and marks that it did", async () => {
      const { events, store } = await boot({ url: "https://example.com/", failing: [home] });
      expect(events.at(-1)).toBe("reload");
      expect(events).not.toContain(entry);
      expect(store.get(`${ROUTE_RETRY_KEY}/`)).toBe("1");
    });

    it("after that one more load, hydrates with a stand-in that shows the error fallback", async () => {
      const key = `${ROUTE_RETRY_KEY}/`;
      const { events, win } = await boot({ stored: { [key]: "1" }, failing: [home] });
      expect(events).not.toContain("reload");
      expect(events.at(-1)).toBe(entry);
      const modules = win.__reactRouterRouteModules as Record<string, { default: () => unknown }>;
      expect(modules.root).toEqual({ url: "/assets/root-3.js" });
      expect(() => modules["routes/home"]?.default()).toThrow("Failed to fetch /assets/home-4.js");
    });

    it("forgets the mark once the page's code loads", async () => {
      const key = `${ROUTE_RETRY_KEY}/`;
      const { events, store } = await boot({ stored: { [key]: "1", other: "kept" } });
      expect(events.at(-1)).toBe(entry);
      expect([...store.keys()]).toEqual(["other"]);
    });

    it("leaves the page as it is when even the layout's code does not load", async () => {
      const run = runBoot(deferHydration(page), "complete", false, {
        failing: ["/assets/root-3.js"],
      });
      await settle();
      // The cap's timer starts the boot, which fails as it did before this step existed.
      await expect(Promise.resolve(run.timers[0]?.())).rejects.toThrow("/assets/root-3.js");
      expect(run.events).not.toContain(entry);
      expect(run.events).not.toContain("reload");
    });
  });

  describe("the not-found page", () => {
    const notFound = deferHydration(page, { knownPaths: ["/", "/careers", "/contact-us"] });

    it("sends an address that is a page's in other capitals to that page, without hydrating", async () => {
      for (const [url, to] of [
        ["https://example.com/Careers?from=mail#form", "/careers?from=mail#form"],
        ["https://example.com/CONTACT-US/", "/contact-us"],
        ["https://example.com/c%61reers", "/careers"],
      ] as const) {
        const { events, timers } = runBoot(notFound, "complete", false, { url });
        await settle();
        expect(events).toEqual([`replace ${to}`]);
        expect(timers).toHaveLength(0);
      }
    });

    it("does nothing at a page's own address (a server answering it with the 404 page)", async () => {
      const { events, timers } = runBoot(notFound, "complete", false, {
        url: "https://example.com/careers",
      });
      await settle();
      expect(events).toEqual([]);
      expect(timers).toHaveLength(0);
    });

    it("hydrates as itself at any other address", async () => {
      for (const url of ["https://example.com/Careers-Old", "https://example.com/%E0%A4%A"]) {
        const { events } = runBoot(notFound, "complete", false, { url });
        await settle();
        expect(events).toEqual([`timer ${HYDRATION_CAP_MS}`]);
      }
    });
  });

  it("refuses a boot module whose route modules it cannot name", () => {
    expect(() =>
      deferHydration(page.replace('"routes/home":route1', '"routes/home":routeX')),
    ).toThrow(/expected shape/);
  });
});
