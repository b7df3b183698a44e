import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { type EditorCopy, startEditorCopy } from "./editor-copy";

/**
 * The owner's round trip: the editor (started as `npm run cms` starts it, in a copy of the
 * checkout) changes a data file on disk, the rebuilt site shows it; an uploaded photo reaches the
 * page as AVIF/WebP with its alt text; and the editor refuses what the build would refuse.
 */

const port = Number(process.env.E2E_PORT ?? 4180) + 20;
const SUBLINE = `Made to your drawing, shipped to your door (${Date.now().toString(36)}).`;
const ALT = "Press operator checking a freshly formed stainless steel bottle";

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

let editor: EditorCopy;
const read = (file: string) => readFileSync(path.join(editor.dir, file), "utf8");
// The local back end rewrites a file in place, so a read can catch it empty mid-write:
// an empty file reads as no fields, and the polls below simply look again.
const content = (key: string, locale = "en") =>
  (parse(read(`content/${key}.yml`))?.[locale] ?? {}) as Record<string, unknown>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  editor = await startEditorCopy(port);
});
test.afterAll(async () => {
  await editor?.stop();
});

/**
 * Opens one content file's form in the editor (the local back end needs no password): English on
 * the left, another language beside it. Fields are found in the English pane (the first).
 */
async function openEntry(page: Page, collection: string, file: string) {
  await page.goto(`${editor.site}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${editor.site}/admin/#/collections/${collection}/entries/${file}`);
  await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("button", { name: /^Writing in (DE|FR|ES|AR|JA)$/ })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("the editor has its own policy and noindex; its local back end listens on 127.0.0.1 only", async () => {
  const response = await fetch(`${editor.site}/admin/`);
  expect(response.status).toBe(200);
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');

  const info = await fetch(`http://127.0.0.1:${editor.proxyPort}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  });
  expect(await info.json()).toMatchObject({ type: "local_fs" });
  const listening = execFileSync("ss", ["-Hltn", `sport = :${editor.proxyPort}`], {
    encoding: "utf8",
  });
  const addresses = listening
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[3]);
  expect(addresses).toEqual([`127.0.0.1:${editor.proxyPort}`]);
  // And from this machine's other addresses, nothing answers.
  const outward = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === "IPv4");
  if (outward) {
    await expect(
      fetch(`http://${outward.address}:${editor.proxyPort}/api/v1`, { method: "POST" }),
    ).rejects.toThrow();
  }
});

test("changing the hero subline in the editor changes content/home/hero.yml", async ({ page }) => {
  await openEntry(page, "home", "hero");
  const subline = page.getByLabel("Promise under the headline").first();
  await expect(subline).toHaveValue(String(content("home/hero").subline));
  const german = content("home/hero", "de").subline;
  await subline.fill(SUBLINE);
  await publish(page);
  await expect.poll(() => content("home/hero").subline, { timeout: 30_000 }).toBe(SUBLINE);
  // The other languages in the file are kept as they were.
  expect(content("home/hero", "de").subline).toBe(german);
  // Everything else as it was: the editor wrote the one field.
  expect(content("home/hero").cta).toEqual({
    label: "Explore Our Premium Range",
    to: "/#product-range",
  });
});

test("a heading longer than the schema allows is refused, and nothing is written", async ({
  page,
}) => {
  await openEntry(page, "home", "hero");
  const before = read("content/home/hero.yml");
  await page.getByLabel("Headline", { exact: true }).first().fill("VERY LONG ".repeat(500));
  await publish(page);
  await expect(page.getByText("Keep this to 90 characters or fewer")).toBeVisible();
  await page.waitForTimeout(1000);
  expect(read("content/home/hero.yml")).toBe(before);
});

test("a carousel's slide wording that lost its number is refused, and nothing is written", async ({
  page,
}) => {
  await openEntry(page, "layout", "navigation");
  const before = read("content/layout/navigation.yml");
  await page.getByLabel("Names each slide of a carousel: 2 of 6").first().fill("slide of {count}");
  await publish(page);
  await expect(page.getByText("Keep {n}, {count}, in 40 characters or fewer")).toBeVisible();
  await page.waitForTimeout(1000);
  expect(read("content/layout/navigation.yml")).toBe(before);
});

test("a file that is not a picture is refused at upload", async ({ page }) => {
  await openEntry(page, "home", "ideas");
  await page
    .getByRole("button", { name: /Choose different image/i })
    .first()
    .click();
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: "price-list.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 not a picture"),
  });
  await expect.poll(() => messages.join(" ")).toContain("is not a picture the site can use");
  expect(readdirSync(path.join(editor.dir, "content/media"))).not.toContain("price-list.pdf");
});

test("a photo uploaded for Bringing Ideas to Life is saved with its alt text", async ({ page }) => {
  await openEntry(page, "home", "ideas");
  await page
    .getByRole("button", { name: /Choose different image/i })
    .first()
    .click();
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 110, b: 130 } },
  })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({
    name: "press-operator.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await page.getByRole("button", { name: /Choose selected/i }).click();
  await page.getByLabel("Describe the picture (for people who cannot see it)").first().fill(ALT);
  await publish(page);
  // Decap keeps an upload with the entry and writes both when it is published.
  await expect
    .poll(() => content("home/ideas").image, { timeout: 30_000 })
    .toEqual({ src: "/content/media/press-operator.jpg", alt: ALT });
  // A picture is the same in every language: the editor copies it into each.
  expect((content("home/ideas", "ja").image as { src: string }).src).toBe(
    "/content/media/press-operator.jpg",
  );
  expect(existsSync(path.join(editor.dir, "content/media/press-operator.jpg"))).toBe(true);
});

test("the rebuilt home page shows the new subline and serves the photo as AVIF and WebP", async () => {
  test.setTimeout(600_000);
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    cwd: editor.dir,
    stdio: "pipe",
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  });
  const html = read("build/client/index.html");
  expect(html).toContain(SUBLINE);
  const picture = [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)]
    .map((match) => match[1] ?? "")
    .find((inner) => inner.includes("press-operator"));
  expect(picture, "a <picture> around the uploaded photo").toBeDefined();
  expect(picture).toMatch(/<source[^>]+type="image\/avif"[^>]+press-operator/);
  expect(picture).toMatch(/<source[^>]+type="image\/webp"[^>]+press-operator/);
  expect(picture).toContain(`alt="${ALT}"`);
  // The local editor is npm run cms's: a build without the online one has no /admin/.
  expect(existsSync(path.join(editor.dir, "build/client/admin"))).toBe(false);
  expect(read("build/client/_headers")).not.toContain("'unsafe-eval'");
  expect(read("build/nginx/maps.conf")).not.toContain("'unsafe-eval'");
});

test("a build for the online editor has /admin/, its own policy, and no local back end", async () => {
  test.setTimeout(600_000);
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    cwd: editor.dir,
    stdio: "pipe",
    env: {
      ...process.env,
      CMS_BACKEND: "github",
      CMS_REPO: "acme/site",
      VITE_CONFIG_NATIVE_IGNORE_WARNING: "true",
    },
  });
  expect(read("build/client/admin/index.html")).toContain('content="noindex');
  const scripts = readdirSync(path.join(editor.dir, "build/client/admin/assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => read(`build/client/admin/assets/${name}`))
    .join("\n");
  // The back end's settings as the editor's bundle carries them (scripts/vite/admin.ts).
  expect(scripts.includes("acme/site"), "the repository in the editor's bundle").toBe(true);
  expect(scripts.includes("127.0.0.1:8081"), "a local back end in the editor's bundle").toBe(false);
  expect(read("build/client/_headers")).toMatch(/^\/admin\/\*$/m);
  expect(read("build/nginx/maps.conf")).toContain("'unsafe-eval'");
});
