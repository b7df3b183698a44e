import { writeFile } from "node:fs/promises";
import path from "node:path";
import { absoluteUrl } from "../../app/lib/env-contract.ts";
import { type CompanyFacts, siteConfig } from "../../app/lib/site-config.ts";
import { checkContent } from "../vite/content.ts";
import type { Build } from "./pages.ts";

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

const icon = (name: string, size: string) => ({
  src: `/icons/${name}.png`,
  sizes: `${size}x${size}`,
  type: "image/png",
});

/** From `content/site.yml`, read here: outside Vite, `app/site.ts`'s `~content/` imports fail. */
export function webManifest(root = process.cwd()): string {
  const site = siteConfig(checkContent(root, "site") as CompanyFacts);
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
