import path from "node:path";
import { normalizePath } from "vite";
import { describe, expect, it } from "vitest";
import { shellChunk } from "./shell-chunk.ts";

const app = normalizePath(path.resolve("app"));
const ENTRY = "?__react-router-build-client-route";
const routes = [
  { file: "routes/home.tsx" },
  { file: "routes/services.tsx" },
  { file: "routes/careers.tsx" },
];

/** A module graph from `importer -> imported` pairs; entries are the ids with the build's query. */
function graph(edges: Array<[string, string]>) {
  const ids = new Set(edges.flat());
  return {
    getModuleInfo: (id: string) =>
      ids.has(id)
        ? {
            isEntry: id.endsWith(ENTRY),
            importers: edges.filter(([, to]) => to === id).map(([from]) => from),
          }
        : null,
  };
}

const modules = graph([
  [`${app}/root.tsx${ENTRY}`, `${app}/root.tsx`],
  [`${app}/root.tsx`, `${app}/components/layout/site-shell.tsx`],
  [`${app}/components/layout/site-shell.tsx`, `${app}/lib/renamed-helper.ts`],
  [`${app}/root.tsx`, "/repo/node_modules/react/index.js"],
  [`${app}/routes/home.tsx${ENTRY}`, `${app}/routes/home.tsx`],
  [`${app}/routes/services.tsx${ENTRY}`, `${app}/routes/services.tsx`],
  [`${app}/routes/careers.tsx${ENTRY}`, `${app}/routes/careers.tsx`],
  [`${app}/routes/home.tsx`, `${app}/lib/seo.ts`],
  [`${app}/routes/services.tsx`, `${app}/lib/seo.ts`],
  [`${app}/routes/careers.tsx`, `${app}/lib/seo.ts`],
  [`${app}/routes/services.tsx`, `${app}/components/ui/reveal.tsx`],
  [`${app}/routes/careers.tsx`, `${app}/components/ui/reveal.tsx`],
  [`${app}/routes/home.tsx`, `${app}/sections/home/hero.tsx`],
]);
const { name } = shellChunk(app, routes);

describe("the shell chunk", () => {
  it("holds whatever the layout imports, however deep and whatever its name", () => {
    expect(name(`${app}/root.tsx${ENTRY}`, modules)).toBe("shell");
    expect(name(`${app}/lib/renamed-helper.ts`, modules)).toBe("shell");
  });

  it("holds what every page imports, and not what one page does", () => {
    expect(name(`${app}/lib/seo.ts`, modules)).toBe("shell");
    expect(name(`${app}/sections/home/hero.tsx`, modules)).toBeNull();
  });

  it("holds the modules most pages share, and leaves packages to join as dependencies", () => {
    expect(name(`${app}/components/ui/reveal.tsx`, modules)).toBe("shell");
    expect(name("/repo/node_modules/react/index.js", modules)).toBeNull();
  });
});
