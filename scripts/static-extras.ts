import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { absoluteUrl, parseEnv } from "../app/lib/env-contract.ts";
import { type CompanyFacts, type SiteConfig, siteConfig } from "../app/lib/site-config.ts";
import { STAND_IN_IDENTIFIERS } from "../server/stand-in-identifiers.mjs";
import { compileBoot, deferHydration } from "./defer-hydration.ts";
import { writeServingFiles } from "./security-headers.ts";
import { CONTENT_DIR, checkContent } from "./vite/content.ts";

/** The path the not-found page is prerendered at; it becomes `404.html` for static hosts. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

type BuildEndArgs = Parameters<NonNullable<Config["buildEnd"]>>[0];
type RouteEntry = NonNullable<BuildEndArgs["buildManifest"]>["routes"][string];

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

export function sitemapXml(paths: string[], siteUrl: string): string {
  const urls = paths
    .map(
      (p) => `  <url><loc>${absoluteUrl(p, siteUrl)}</loc><changefreq>monthly</changefreq></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", siteUrl)}\n`;
}

/**
 * The site configuration from `content/site.yml`, checked as the pages' build checks it. The
 * manifest is written outside Vite, where the `~content/` imports of `app/site.ts` do not resolve.
 */
export function readSite(root: string = process.cwd()): SiteConfig {
  const source = readFileSync(path.join(root, CONTENT_DIR, "site.yml"), "utf8");
  return siteConfig(checkContent(root, "site", source) as CompanyFacts);
}

export function webManifest(site: SiteConfig = readSite()): string {
  return `${JSON.stringify(
    {
      name: site.legalName,
      short_name: site.name,
      description: site.blurb,
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: site.themeColor,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        {
          src: "/icons/icon-maskable-512.png",
          sizes: "512x512",
          type: "image/png",
          purpose: "maskable",
        },
      ],
    },
    null,
    2,
  )}\n`;
}

/**
 * With one stylesheet for the whole site (`cssCodeSplit: false`) the build also leaves an identical,
 * unlinked copy from the prerender environment; remove stylesheets no page links to.
 */
async function removeUnlinkedStylesheets(clientDir: string, htmlFiles: string[]): Promise<void> {
  const html = (await Promise.all(htmlFiles.map((file) => readFile(file, "utf8")))).join("\n");
  const assetsDir = path.join(clientDir, "assets");
  for (const file of await readdir(assetsDir)) {
    if (file.endsWith(".css") && !html.includes(`/assets/${file}`))
      await rm(path.join(assetsDir, file));
  }
}

/** The build's record of its settings, beside `client/` in the build folder. */
export const BUILD_INFO_FILE = "build-info.json";

/**
 * Runs after the prerender: turns the prerendered not-found page into `404.html` (what static
 * hosts and nginx serve for unknown paths) and writes the sitemap, robots.txt and web manifest
 * from the route list and the site configuration.
 */
export const writeStaticExtras: NonNullable<Config["buildEnd"]> = async ({
  buildManifest,
  reactRouterConfig,
  viteConfig,
}) => {
  const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
  const { siteUrl, email } = parseEnv(viteConfig.env);
  const notFoundDir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH.slice(1));
  await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, "404.html"));
  await rm(notFoundDir, { recursive: true, force: true });
  // Every page is prerendered and 404.html is the fallback, so the SPA shell is not needed.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });

  const paths = pagePaths(buildManifest?.routes ?? {});
  if (paths.length === 0) throw new Error("static-extras: the build manifest lists no routes.");
  for (const p of paths) {
    const html = path.join(clientDir, p, "index.html");
    await readFile(html).catch(() => {
      throw new Error(
        `static-extras: ${p} is in the route list but was not prerendered (${html}).`,
      );
    });
  }
  const pages = [
    ...paths.map((p) => path.join(clientDir, p, "index.html")),
    path.join(clientDir, "404.html"),
  ];
  await removeUnlinkedStylesheets(clientDir, pages);
  const notFoundPage = path.join(clientDir, "404.html");
  const boot = await compileBoot(viteConfig.root);
  for (const page of pages) {
    // The not-found page must not hydrate as a real page at a case variant of its address.
    const knownPaths = page === notFoundPage ? paths : undefined;
    await writeFile(page, deferHydration(await readFile(page, "utf8"), boot, knownPaths));
  }
  await mkdir(clientDir, { recursive: true });
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(paths, siteUrl));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  await writeFile(
    path.join(clientDir, "manifest.webmanifest"),
    webManifest(readSite(viteConfig.root)),
  );
  console.log(
    `static-extras: 404.html, sitemap.xml (${paths.length} pages), robots.txt, manifest.webmanifest`,
  );
  // What this build sends its forms to, for the tools that serve it (not in client/: not shipped).
  await writeFile(
    path.join(reactRouterConfig.buildDirectory, BUILD_INFO_FILE),
    `${JSON.stringify(
      {
        emailOrigin: email.origin,
        emailStandIn: email.publicKey === STAND_IN_IDENTIFIERS.VITE_EMAILJS_PUBLIC_KEY,
      },
      null,
      2,
    )}\n`,
  );
  // Last, so the hashes and the gzipped copies are taken from the HTML exactly as it ships.
  await writeServingFiles(reactRouterConfig.buildDirectory, paths, email.origin);
};
