import path from "node:path";
import type { Config } from "@react-router/dev/config";
import type { Env } from "../../app/lib/env-contract.ts";
import { NOT_FOUND_PRERENDER_PATHS } from "./not-found-page.ts";

type BuildEndArgs = Parameters<NonNullable<Config["buildEnd"]>>[0];
type RouteEntry = NonNullable<BuildEndArgs["buildManifest"]>["routes"][string];

export type Build = {
  root: string;
  /** `build/`: `client/` (what ships) and the servers' files beside it. */
  buildDir: string;
  clientDir: string;
  env: Env;
  /** `/`, `/services`, ... without the not-found page. */
  paths: string[];
};

/** Full URL paths of the routes in the build manifest, without the catch-all. */
export function pagePaths(routes: Record<string, RouteEntry>): string[] {
  const fullPath = (entry: RouteEntry): string => {
    const parent = entry.parentId ? routes[entry.parentId] : undefined;
    const base = parent ? fullPath(parent) : "";
    const own = entry.index ? "" : (entry.path ?? "");
    return [base, own].filter(Boolean).join("/");
  };
  const paths = Object.values(routes)
    .filter(
      (entry) =>
        entry.index || (entry.path && !entry.path.includes("*") && !entry.path.includes(":")),
    )
    .map((entry) => `/${fullPath(entry)}`.replace(/\/+/g, "/"));
  return [...new Set(paths)].sort();
}

/** Every prerendered page (the not-found pages, `/404.html`, `/de/404.html`..., last): its URL path and its HTML file. */
export function pageFiles({ clientDir, paths }: Build): { path: string; file: string }[] {
  const notFoundPages = NOT_FOUND_PRERENDER_PATHS.map((page) => `${page}.html`);
  return [
    ...paths.map((page) => ({ path: page, file: path.join(clientDir, page, "index.html") })),
    ...notFoundPages.map((page) => ({ path: page, file: path.join(clientDir, page) })),
  ];
}
