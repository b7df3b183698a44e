import path from "node:path";
import { normalizePath } from "vite";

/** What rolldown's chunking pass tells a group about a module (`ctx.getModuleInfo`). */
type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null;
};
type RouteEntry = { file: string; children?: RouteEntry[] };

/**
 * A module more than this share of the pages load joins the shell too. Left out, those modules
 * would save the pages without them a few hundred bytes and cost each other page more, and one to
 * three more scripts (first-load JavaScript as `npm run bench` counts it).
 */
const MOST_PAGES = 0.5;

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
 * imports, directly or not, read from the build's graph, and what most pages load (`MOST_PAGES`).
 */
export function shellChunk(appDir: string, routes: RouteEntry[]) {
  const inApp = (file: string) => normalizePath(path.join(appDir, file));
  const files = (entries: RouteEntry[]): string[] =>
    entries.flatMap((entry) => [inApp(entry.file), ...files(entry.children ?? [])]);
  const root = inApp("root.tsx");
  // Each page file once, though every language registers it again.
  const pages = [...new Set(files(routes))];
  return {
    debugName: "shell",
    name: (id: string, graph: ModuleGraph) => {
      // Packages (React, React Router) join as dependencies of the modules that use them.
      if (id.includes("/node_modules/")) return null;
      const entries = entriesLoading(id, graph);
      const loading = pages.filter((page) => entries.has(page)).length;
      return entries.has(root) || loading > pages.length * MOST_PAGES ? "shell" : null;
    },
  };
}
