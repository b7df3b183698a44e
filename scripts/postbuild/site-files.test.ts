import { describe, expect, it } from "vitest";
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

  it("writes a sitemap of absolute URLs on the configured origin", () => {
    const xml = sitemapXml(["/", "/services"], "https://shop.example.org");
    expect(xml).toContain("<loc>https://shop.example.org/</loc>");
    expect(xml).toContain("<loc>https://shop.example.org/services</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
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
