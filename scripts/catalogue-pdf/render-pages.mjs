// @ts-check
/**
 * Draws PDF pages as PNG files to look at, where poppler's pdftoppm is not installed: pdf.js in
 * headless Chromium. A tool for people, not a build step.
 *
 *   node scripts/catalogue-pdf/render-pages.mjs <out-dir> <pages, like 1-3> <file.pdf>...
 */
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PDFJS = path.join(root, "node_modules", "pdfjs-dist", "build");
const [outDir, range = "1", ...files] = process.argv.slice(2);
if (!outDir || files.length === 0) {
  console.error("Usage: node scripts/catalogue-pdf/render-pages.mjs <out-dir> <1-3> <file.pdf>...");
  process.exit(1);
}
const [first = 1, last = first] = range.split("-").map(Number);
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ deviceScaleFactor: 1 });
const ORIGIN = "http://pdf.local";
await page.route(`${ORIGIN}/**`, (route) => {
  const name = new URL(route.request().url()).pathname.slice(1);
  if (name === "") return route.fulfill({ contentType: "text/html", body: "<body></body>" });
  if (name.startsWith("pdfjs/"))
    return route.fulfill({
      contentType: "text/javascript",
      body: readFileSync(path.join(PDFJS, name.slice("pdfjs/".length))),
    });
  return route.fulfill({ status: 404 });
});
await page.goto(`${ORIGIN}/`);
for (const file of files) {
  const data = readFileSync(file).toString("base64");
  for (let number = first; number <= last; number++) {
    const size = await page.evaluate(
      async ({ data, number }) => {
        // @ts-expect-error a module served by the route above
        const pdfjs = await import("/pdfjs/pdf.mjs");
        pdfjs.GlobalWorkerOptions.workerSrc = "/pdfjs/pdf.worker.mjs";
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const doc = await pdfjs.getDocument({ data: bytes }).promise;
        if (number > doc.numPages) return null;
        const pdfPage = await doc.getPage(number);
        const viewport = pdfPage.getViewport({ scale: 1.5 });
        const canvas = document.createElement("canvas");
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        document.body.replaceChildren(canvas);
        document.body.style.margin = "0";
        await pdfPage.render({ canvas, viewport }).promise;
        return { width: canvas.width, height: canvas.height };
      },
      { data, number },
    );
    if (!size) break;
    const out = path.join(outDir, `${path.basename(file, ".pdf")}-${number}.png`);
    await page.setViewportSize(size);
    await page.locator("canvas").screenshot({ path: out });
    console.log(out);
  }
}
await browser.close();
