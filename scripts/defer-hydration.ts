/**
 * Puts the page's own pixels first. React Router's prerendered pages start fetching the whole
 * app (≈130 KB of modules, preloaded from the head) while the stylesheet, the font and the hero
 * picture are still on their way, so on a slow phone link the first paint waits for code it does
 * not need. This build step rewrites each page so the app is fetched and hydrated once the page
 * has loaded (or after a short cap, so a slow picture cannot hold interactivity hostage). The
 * prerendered HTML already shows everything; hydration only adds behaviour.
 * See docs/decisions/005-hydrate-after-first-paint.md.
 */

import { ROUTE_RETRY_KEY } from "../app/lib/route-load-recovery.ts";

/** Longest wait for the load event before hydration starts anyway, in milliseconds. */
export const HYDRATION_CAP_MS = 3000;

/** Module preloads started per task by the boot (each costs main-thread time to start). */
export const PRELOADS_PER_TASK = 2;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{(.*)\};$/;

/** The `href` of a `<link>` tag. */
function hrefOf(tag: string): string {
  const match = tag.match(/\bhref="([^"]+)"/);
  if (!match?.[1]) throw new Error(`defer-hydration: a modulepreload without href: ${tag}`);
  return match[1];
}

/**
 * The boot module, rewritten so it runs after load: static imports become dynamic ones (the
 * side-effect import first, as its static form would evaluate first), the rest of the original
 * body runs unchanged once they resolve.
 */
export function deferredBoot(body: string, preloads: string[], options: DeferOptions = {}): string {
  const sideEffects: string[] = [];
  const namespaces: { name: string; url: string }[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const trimmed = line.trim();
    const sideEffect = trimmed.match(SIDE_EFFECT_IMPORT);
    const namespace = trimmed.match(NAMESPACE_IMPORT);
    if (sideEffect?.[1]) sideEffects.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2])
      namespaces.push({ name: namespace[1], url: namespace[2] });
    else if (/^import\s/.test(trimmed)) {
      throw new Error(`defer-hydration: an import form this step does not know: ${trimmed}`);
    } else if (trimmed) rest.push(trimmed);
  }
  const routeIds = new Map(
    [...(rest.find((line) => ROUTE_MODULES.test(line)) ?? "").matchAll(/"([^"]+)":(\w+)/g)].map(
      ([, id, name]) => [name, id],
    ),
  );
  if (
    namespaces.length === 0 ||
    rest.length === 0 ||
    namespaces.some(({ name }) => !routeIds.has(name))
  ) {
    throw new Error("defer-hydration: the boot module no longer has the expected shape");
  }
  const json = JSON.stringify;
  const boot = [
    "let started = false;",
    // A page route whose code does not load (a chunk gone after a redeploy, a blocked request):
    // one more full load of this address, then, if it fails again, a stand-in module that makes
    // the layout show its error fallback. The same marker as app/lib/route-load-recovery.ts.
    `const retryKey = ${json(ROUTE_RETRY_KEY)} + location.pathname;`,
    "const routeFailed = (error) => {",
    "let retried = true;",
    'try { retried = sessionStorage.getItem(retryKey) !== null; sessionStorage.setItem(retryKey, "1"); } catch {}',
    "if (!retried) {",
    "location.reload();",
    "return new Promise(() => {});",
    "}",
    "return { default() { throw error; } };",
    "};",
    "const boot = async () => {",
    "if (started) return;",
    "started = true;",
    // One module graph per task: evaluated all at once the app is one long task that blocks a
    // phone's main thread; between them the browser can answer a tap.
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));",
    // The preloads fetch the whole graph in parallel. Starting a module fetch costs about a
    // millisecond of main thread on a slow machine (up to 5 ms at worst), so they go two per task.
    `const preloads = ${json(preloads)};`,
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {`,
    "if (i > 0) await nextTask();",
    `for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) {`,
    'const link = document.createElement("link");',
    'link.rel = "modulepreload";',
    "link.href = href;",
    "document.head.append(link);",
    "}",
    "}",
    "await nextTask();",
    ...sideEffects.map((url) => `await import(${json(url)});`),
    ...namespaces.flatMap((n) => [
      "await nextTask();",
      routeIds.get(n.name) === "root"
        ? `const ${n.name} = await import(${json(n.url)});`
        : `const ${n.name} = await import(${json(n.url)}).catch(routeFailed);`,
    ]),
    "await nextTask();",
    // React Router reads sessionStorage while it creates the router, and a page's first access
    // opens the storage (a synchronous round trip to the browser process): done here, on its own.
    // The page's code loaded, so a later failure gets its full load again.
    "try { sessionStorage.removeItem(retryKey); } catch {}",
    "await nextTask();",
    ...rest,
    "};",
    // Hydrate once the page has loaded AND painted its content (the first-contentful-paint
    // entry; browsers without paint timing go by load alone), one frame later so the pictures
    // that arrived with load are on screen too. The cap starts it regardless.
    "const painted = new Promise((resolve) => {",
    'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();',
    "new PerformanceObserver((list, observer) => {",
    'if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "observer.disconnect();",
    "resolve();",
    '}).observe({ type: "paint", buffered: true });',
    "});",
    "const loaded = new Promise((resolve) => {",
    'if (document.readyState === "complete") resolve();',
    'else addEventListener("load", resolve, { once: true });',
    "});",
    "Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(boot, 0)));",
    `setTimeout(boot, ${HYDRATION_CAP_MS});`,
  ];
  if (!options.knownPaths) return boot.join("\n");
  return [
    // The not-found page, served for an address that differs from a page's only in capitals,
    // percent-encoding or a trailing slash (a host without the servers' 301): React Router
    // matches such an address to that page, so hydrating would turn this 404 into the page with a
    // hydration error. The server's 404 status stays what crawlers see; the visitor goes where
    // the 301 would have sent them, and only a real unknown address hydrates as the 404 page.
    "let here = location.pathname;",
    "try { here = decodeURIComponent(here); } catch {}",
    'here = here.replace(/\\/+$/, "").toLowerCase() || "/";',
    `const knownPath = ${json(options.knownPaths)}.find((path) => path.toLowerCase() === here);`,
    "if (knownPath === undefined) {",
    ...boot,
    "} else if (knownPath !== location.pathname) {",
    "location.replace(knownPath + location.search + location.hash);",
    "}",
  ].join("\n");
}

/** What a page's boot needs to know beyond its own HTML. */
export interface DeferOptions {
  /**
   * For the not-found page only: the paths of the real pages, which it must never hydrate as
   * (it goes to the page instead when its address is one of them in other capitals).
   */
  knownPaths?: string[];
}

/** A prerendered page with its app boot moved after load and its module preloads folded in. */
export function deferHydration(html: string, options: DeferOptions = {}): string {
  const boot = html.match(BOOT_SCRIPT);
  if (!boot?.[1]) throw new Error("defer-hydration: no React Router boot module in the page");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([tag]) => hrefOf(tag));
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      BOOT_SCRIPT,
      () => `<script type="module">${deferredBoot(boot[1] ?? "", preloads, options)}</script>`,
    );
}
