// @ts-check
/**
 * Full-page screenshots of every route at phone and desktop widths, for looking at the site as a
 * picture: `npm run screenshots` (builds first), then open the PNGs in `.screenshots/`.
 * Options: --port N (a running server to use), --widths 375,1440, --paths /,/services
 */
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    widths: { type: "string", default: "375,1440" },
    paths: {
      type: "string",
      default: "/,/services,/product,/manufacturing,/careers,/contact-us,/no-such-page",
    },
  },
});
const port = Number(values.port ?? 4190);
const outDir = path.resolve(".screenshots");
await mkdir(outDir, { recursive: true });

const server = values.port
  ? null
  : spawn("node", ["server/serve.mjs", "--port", String(port)], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 800));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  for (const width of values.widths.split(",").map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 800 : 900 } });
    for (const route of values.paths.split(",")) {
      await page.goto(`http://127.0.0.1:${port}${route}`);
      await page.waitForSelector("html[data-hydrated]");
      // Scroll through so scroll-revealed content is shown, then back to the top. Each step waits
      // for two frames: on a busy machine a faster pass skips past reveals before they are seen.
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await frame();
          await frame();
          await new Promise((r) => setTimeout(r, 80));
        }
        window.scrollTo(0, 0);
        await new Promise((r) => setTimeout(r, 1000));
      });
      const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(`.screenshots/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server?.kill();
}
