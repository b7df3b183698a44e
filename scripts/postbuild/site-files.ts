import { writeFile } from "node:fs/promises";
import path from "node:path";
import { type CompanyFacts, siteConfig } from "../../app/content/site-config.ts";
import { contentStore } from "../../app/content/store.server.ts";
import { absoluteUrl } from "../../app/lib/env-contract.ts";
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localePath,
  splitLocale,
} from "../../app/lib/locales.ts";
import type { Build } from "./pages.ts";

/**
 * The sitemap: every page in every language it exists in, each naming its versions in those
 * languages (hreflang, English as `x-default`), as the pages' own alternate links do. `paths` are
 * the prerendered pages; a catalogue entry not yet translated has its English page only
 * (decision 015).
 */
export function sitemapXml(paths: string[], siteUrl: string): string {
  const url = (locale: Locale, page: string) => absoluteUrl(localePath(locale, page), siteUrl);
  const built = new Set(paths);
  const pages = paths.filter((page) => splitLocale(page).locale === DEFAULT_LOCALE);
  const entries = pages.flatMap((page) => {
    const languages = LOCALES.filter((locale) => built.has(localePath(locale, page)));
    const alternates = [...languages, "x-default" as const]
      .map((hreflang) => {
        const href = url(hreflang === "x-default" ? DEFAULT_LOCALE : hreflang, page);
        return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
      })
      .join("\n");
    return languages.map(
      (locale) =>
        `  <url>\n    <loc>${url(locale, page)}</loc>\n${alternates}\n    <changefreq>monthly</changefreq>\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", siteUrl)}\n`;
}

const icon = (name: string, size: string) => ({
  src: `/icons/${name}.png`,
  sizes: `${size}x${size}`,
  type: "image/png",
});

/** The web manifest, from `content/site.yml` (English), checked as the build checks it. */
export function webManifest(root = process.cwd()): string {
  const site = siteConfig(contentStore(root).file("site")[DEFAULT_LOCALE] as CompanyFacts);
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
        ...["192", "512"].map((size) => icon(`icon-${size}`, size)),
        { ...icon("icon-maskable-512", "512"), purpose: "maskable" },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Writes the sitemap, robots.txt and the web manifest from the route list and the site configuration. */
export async function writeSiteFiles({ root, clientDir, env, paths }: Build): Promise<void> {
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(paths, env.siteUrl));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(env.siteUrl));
  await writeFile(path.join(clientDir, "manifest.webmanifest"), webManifest(root));
  console.log(`postbuild: sitemap.xml (${paths.length} pages), robots.txt, manifest.webmanifest`);
}
