import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { BOOT_DATA_ID, type BootData } from "../../app/lib/boot-data.ts";
import { parseEnv } from "../../app/lib/env-contract.ts";
import { bootAfterPaint, compileBoot } from "./hydrate-after-paint.ts";
import type { Build } from "./pages.ts";

/**
 * One page exactly as React Router prerendered it in this build, before this step ran
 * (`/contact-us`). The step reads React Router's boot script and hydration data with patterns, so
 * after a React Router upgrade this test fails first, in seconds. Then build with this step left
 * out of scripts/postbuild/index.ts, compare `build/client/contact-us/index.html` with this file,
 * adapt the step, and commit that page here.
 */
const FIXTURE = new URL("./fixtures/prerendered-page.html", import.meta.url);

let dir = "";
let boot = "";
beforeAll(async () => {
  boot = await compileBoot(process.cwd());
});
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The step run on `html` as the page `/contact-us` of a build folder; its output and folder. */
async function rewrite(html: string): Promise<{ html: string; clientDir: string }> {
  dir = await mkdtemp(path.join(tmpdir(), "hydrate-after-paint-"));
  const clientDir = path.join(dir, "client");
  const file = path.join(clientDir, "contact-us", "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(file, html);
  const build: Build = {
    root: process.cwd(),
    buildDir: dir,
    clientDir,
    env: parseEnv({}),
    paths: ["/contact-us"],
  };
  await bootAfterPaint(build, { path: "/contact-us", file }, boot);
  return { html: await readFile(file, "utf8"), clientDir };
}

const page = () => readFile(FIXTURE, "utf8");

describe("hydrate after paint, on a page React Router prerendered", () => {
  it("replaces React Router's boot script with the boot data and the site's own boot", async () => {
    const { html, clientDir } = await rewrite(await page());
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).not.toContain("<script>window.__reactRouterContext.streamController.enqueue(");
    expect(html).not.toContain("<script>window.__reactRouterContext.streamController.close()");
    expect(html).not.toContain('<script type="module" async="">');
    const block = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`);
    const data = JSON.parse(block.exec(html)?.[1] ?? "null") as BootData;
    expect(data.manifest).toMatch(/^\/assets\/manifest-.+\.js$/);
    expect(data.entry).toMatch(/^\/assets\/entry\.client-.+\.js$/);
    expect(Object.keys(data.routes)[0]).toBe("root");
    expect(Object.keys(data.routes)).toContain("routes/contact-us");
    expect(data.preload.length).toBeGreaterThan(0);
    // The hydration data moved to a file that holds what React Router streamed into the page.
    const handoff = await readFile(path.join(clientDir, data.handoff), "utf8");
    expect(handoff).toContain("contact/page");
    expect(html).toContain(`<script type="module">${boot}</script>`);
  });

  it("stops the build, naming the page, when the boot script has a shape it does not know", async () => {
    const changed = (await page()).replace(
      /(<script type="module" async="">)/,
      '$1import { something } from "/assets/new-1.js";',
    );
    await expect(rewrite(changed)).rejects.toThrow(
      /a boot module of a shape this step does not know/,
    );
  });

  it("stops the build when the hydration data is not where it expects", async () => {
    const changed = (await page()).replaceAll("streamController.enqueue", "streamController.push");
    await expect(rewrite(changed)).rejects.toThrow(
      /\/contact-us has no hydration data of the shape this step knows/,
    );
  });
});
