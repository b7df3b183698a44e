import { describe, expect, it } from "vitest";
import { LOCALES, localePath } from "../../app/lib/locales.ts";
import { pagePaths } from "./pages.ts";
import { robotsTxt, sitemapXml, webManifest } from "./site-files.ts";

const routes = {
  root: { id: "root", file: "root.tsx", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", file: "routes/home.tsx", index: true },
  "routes/services": {
    id: "routes/services",
    parentId: "root",
    file: "routes/services.tsx",
    path: "services",
  },
  "routes/contact-us": {
    id: "routes/contact-us",
    parentId: "root",
    file: "routes/contact-us.tsx",
    path: "contact-us",
  },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "root",
    file: "routes/not-found.tsx",
    path: "*",
  },
};

describe("static extras", () => {
  it("derives page paths from the route manifest without the catch-all", () => {
    expect(pagePaths(routes)).toEqual(["/", "/contact-us", "/services"]);
  });

  it("writes a sitemap of every page in every language, on the configured origin", () => {
    const everywhere = ["/", "/services"].flatMap((page) =>
      LOCALES.map((locale) => localePath(locale, page)),
    );
    const xml = sitemapXml(everywhere, "https://shop.example.org");
    expect(xml).toContain("<loc>https://shop.example.org/</loc>");
    expect(xml).toContain("<loc>https://shop.example.org/services</loc>");
    expect(xml).toContain("<loc>https://shop.example.org/ar/services</loc>");
    expect(xml).toContain("<loc>https://shop.example.org/ja</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(12);
    const services = xml
      .split("<url>")
      .find((entry) => entry.includes("<loc>https://shop.example.org/fr/services<"));
    expect(services).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example.org/de/services"/>',
    );
    expect(services).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.org/services"/>',
    );
    expect(services?.match(/<xhtml:link /g)).toHaveLength(7);
  });

  it("lists a page not yet translated in English only, with no alternates that do not exist", () => {
    const pages = [...LOCALES.map((locale) => localePath(locale, "/")), "/product/toys/new-toy"];
    const xml = sitemapXml(pages, "https://shop.example.org");
    const entries = xml.split("<url>").filter((entry) => entry.includes("new-toy"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain("<loc>https://shop.example.org/product/toys/new-toy</loc>");
    expect(entries[0]?.match(/hreflang="([a-z-]+)"/g)).toEqual([
      'hreflang="en"',
      'hreflang="x-default"',
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(7);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://shop.example.org")).toContain(
      "Sitemap: https://shop.example.org/sitemap.xml",
    );
  });

  it("writes a valid web manifest with a maskable icon", () => {
    const manifest = JSON.parse(webManifest());
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(
      true,
    );
  });
});
