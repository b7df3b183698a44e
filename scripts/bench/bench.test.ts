import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgetMisses, describeMiss } from "./budgets.mjs";
import { median, medianFigures, type RunFigures } from "./figures.mjs";
import { withoutScripts, writeFloor } from "./floor.mjs";
import { htmlAssets, pageBytes, staticImports } from "./page-bytes.mjs";
import { markdownTable } from "./report.mjs";

const run = (overrides: Partial<RunFigures>): RunFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  speedIndexMs: 1000,
  jsBytes: 100_000,
  totalBytes: 200_000,
  requests: 20,
  failedAudits: [],
  ...overrides,
});

describe("medians", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("takes each figure's own median and keeps every audit that lost points", () => {
    const figures = medianFigures([
      run({ lcpMs: 3000, performance: 99 }),
      run({ lcpMs: 1000, performance: 80 }),
      run({ lcpMs: 1500, performance: 97, failedAudits: ["seo:x"] }),
    ]);
    expect(figures.lcpMs).toBe(1500);
    expect(figures.performance).toBe(97);
    expect(figures.failedAudits).toEqual(["seo:x"]);
  });
});

describe("budgets", () => {
  it("reports every missed budget and nothing else", () => {
    const misses = budgetMisses("/", {
      performance: 94,
      accessibility: 100,
      lcpMs: 1601,
      lcpPerFloor: 1.123,
      tbtMs: 100,
      cls: 0.011,
      firstLoadJs: 131 * 1000,
      css: 10_000,
    });
    expect(misses.map((miss) => miss.what)).toEqual([
      "performance",
      "lcpMs",
      "lcpPerFloor",
      "cls",
      "firstLoadJs",
    ]);
    expect(misses.map(describeMiss)).toContain("/: firstLoadJs is 131.0 KB, budget 130.0 KB");
    expect(misses.map(describeMiss)).toContain("/: lcpMs is 1601 ms, budget 1600 ms");
    expect(misses.map(describeMiss)).toContain("/: lcpPerFloor is 1.12, budget 1.1");
  });

  it("holds a page to its floor only when the floor was measured", () => {
    expect(budgetMisses("/", { lcpMs: 1500, lcpPerFloor: undefined })).toEqual([]);
  });
});

describe("the script-free floor", () => {
  it("removes scripts and module preloads but keeps JSON-LD and everything else", () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
      '<body><h1>Hi</h1><script>window.x=1</script><script type="module" src="/b.js"></script></body>';
    const floor = withoutScripts(html);
    expect(floor).toBe(
      '<head><link rel="stylesheet" href="/s.css"/>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Hi</h1></body>',
    );
  });

  it("writes a stripped copy and leaves the build alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "floor-test-"));
    mkdirSync(path.join(dir, "client", "services"), { recursive: true });
    const page = "<h1>S</h1><script>boot()</script>";
    writeFileSync(path.join(dir, "client", "services", "index.html"), page);
    writeFloor(path.join(dir, "client"), path.join(dir, "floor"));
    expect(readFileSync(path.join(dir, "floor", "services", "index.html"), "utf8")).toBe(
      "<h1>S</h1>",
    );
    expect(readFileSync(path.join(dir, "client", "services", "index.html"), "utf8")).toBe(page);
  });
});

describe("first-load bytes", () => {
  it("reads static imports, never dynamic ones", () => {
    expect(staticImports('import{a as b}from"./x.js";import"./y.js";import("./lazy.js")')).toEqual([
      "./x.js",
      "./y.js",
    ]);
  });

  it("finds scripts of both boot forms and the stylesheets", () => {
    const deferred =
      '<link rel="stylesheet" href="/assets/s.css"/><script type="application/json" id="boot-data">' +
      '{"preload":["/assets/entry.js","/assets/root.js"],"entry":"/assets/entry.js"}</script>';
    expect(htmlAssets(deferred)).toEqual({
      scripts: ["/assets/entry.js", "/assets/root.js"],
      styles: ["/assets/s.css"],
    });
  });

  it("counts a page's scripts closed over static imports, gzip, and spots eager libraries", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bytes-test-"));
    mkdirSync(path.join(dir, "assets"));
    const files: Record<string, string> = {
      "assets/root.js": 'import{x}from"./shared.js";import("./lenis.js");console.log(x)',
      "assets/shared.js": "export const x = 'embla containScroll';",
      "assets/lenis.js": "/* lenis-scrolling */",
      "assets/s.css": "body{color:red}",
      "index.html":
        '<link rel="stylesheet" href="/assets/s.css"/><script type="module">import "/assets/root.js";</script>',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const bytes = pageBytes(dir, "index.html");
    const gz = (name: string) => gzipSync(files[name] ?? "").length;
    expect(bytes.scriptCount).toBe(2);
    expect(bytes.firstLoadJs).toBe(gz("assets/root.js") + gz("assets/shared.js"));
    expect(bytes.css).toBe(gz("assets/s.css"));
    expect(bytes.eagerLibraries).toEqual(["Embla"]);
  });
});

describe("report", () => {
  it("writes a Markdown table", () => {
    expect(markdownTable(["a", "b"], [[1, "x"]])).toBe("| a | b |\n| --- | --- |\n| 1 | x |");
  });
});
