import { existsSync } from "node:fs";
import path from "node:path";
import { normalizePath } from "vite";

/** What rolldown's chunking pass tells a group about a module (`ctx.getModuleInfo`). */
type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null;
};
type RouteEntry = { file: string; children?: RouteEntry[] };

/**
 * Modules most pages use that neither the layout nor every page imports, relative to `app/`. Left
 * out of the shell, they would save the not-found page about 400 bytes and cost each other page up
 * to 480 bytes and one to three more scripts (first-load JavaScript as `npm run bench` counts it).
 */
const SHARED_BY_MOST_PAGES = [
  "components/ui/section-heading.tsx",
  "components/ui/reveal.tsx",
  "components/ui/content-image.tsx",
  "lib/fill-template.ts",
  "lib/format.ts",
];

/** The entry modules (query stripped) whose static imports reach `id`, so their first load has it. */
function entriesLoading(id: string, graph: ModuleGraph): Set<string> {
  const entries = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) entries.add(current.replace(/\?.*$/, ""));
    queue.push(...info.importers);
  }
  return entries;
}

/**
 * The `shell` chunk, one instead of a dozen small ones: every module the layout or every page
 * imports, directly or not, read from the build's graph, plus `SHARED_BY_MOST_PAGES`.
 */
export function shellChunk(appDir: string, routes: RouteEntry[]) {
  const inApp = (file: string) => normalizePath(path.join(appDir, file));
  const files = (entries: RouteEntry[]): string[] =>
    entries.flatMap((entry) => [inApp(entry.file), ...files(entry.children ?? [])]);
  const root = inApp("root.tsx");
  const pages = files(routes);
  const shared = new Set(SHARED_BY_MOST_PAGES.map(inApp));
  for (const file of shared) {
    if (!existsSync(file))
      throw new Error(`shell chunk: ${file} is gone; update SHARED_BY_MOST_PAGES`);
  }
  return {
    debugName: "shell",
    name: (id: string, graph: ModuleGraph) => {
      if (shared.has(id)) return "shell";
      // Packages (React, React Router) join as dependencies of the modules that use them.
      if (id.includes("/node_modules/")) return null;
      const entries = entriesLoading(id, graph);
      return entries.has(root) || pages.every((page) => entries.has(page)) ? "shell" : null;
    },
  };
}
