import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResponsiveImage } from "../../app/content/types";
import { ladderFor, responsiveImages } from "./responsive-images";

describe("ladderFor", () => {
  it("offers the whole ladder for a large photo and never more than 2000 px", () => {
    expect(ladderFor(2400)).toEqual([480, 800, 1200, 1600, 2000]);
    expect(ladderFor(2000)).toEqual([480, 800, 1200, 1600, 2000]);
  });

  it("never upscales: a narrower photo tops the ladder at its own width", () => {
    expect(ladderFor(600)).toEqual([480, 600]);
    expect(ladderFor(800)).toEqual([480, 800]);
    expect(ladderFor(300)).toEqual([300]);
  });
});

interface Built {
  images: { photo: ResponsiveImage; logo: ResponsiveImage; turned: ResponsiveImage };
  assets: Map<string, Uint8Array>;
}

let root: string;
const cacheDirectory = () => path.join(root, "cache");

/** Builds the fixture entry (client or server environment) and evaluates what it exports. */
async function buildFixture(
  environment: "client" | "server",
  cache = cacheDirectory(),
): Promise<Built> {
  const plugin = responsiveImages({ cacheDirectory: cache });
  const entry = path.join(root, "main.js");
  const result = (await build({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [plugin],
    build: {
      write: false,
      minify: false,
      ssr: environment === "server" ? entry : undefined,
      lib: { entry, formats: ["es"], fileName: "main" },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunk = output.find((file) => file.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error("no chunk");
  const images = await import(
    `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`
  );
  const assets = new Map<string, Uint8Array>();
  for (const file of output) {
    if (file.type === "asset" && typeof file.source !== "string")
      assets.set(file.fileName, file.source);
  }
  return { images, assets };
}

/** Each cached file's inode: encoding writes a file anew (a new inode), reusing only reads it. */
async function cachedFiles(): Promise<Map<string, number>> {
  const names = await readdir(cacheDirectory());
  const files = names.map(async (name) => {
    const { ino } = await stat(path.join(cacheDirectory(), name));
    return [name, ino] as const;
  });
  return new Map(await Promise.all(files));
}

/** `url 480w, url 800w` → [[url, 480], [url, 800]] */
function parseSrcset(srcset: string): [string, number][] {
  return srcset.split(", ").map((entry) => {
    const [url = "", width = ""] = entry.split(" ");
    return [url, Number.parseInt(width, 10)];
  });
}

describe("the responsive-images plugin in a real build", () => {
  let client: Built;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "responsive-images-"));
    // Enlarged noise stands in for a photo: soft detail that compresses like one.
    const noise = { type: "gaussian", mean: 120, sigma: 40 } as const;
    const grain = await sharp({
      create: { width: 240, height: 160, channels: 3, background: "#000", noise },
    })
      .png()
      .toBuffer();
    await sharp(grain)
      .resize(2400, 1600)
      .jpeg({ quality: 92 })
      .toFile(path.join(root, "photo.jpg"));
    await sharp({
      create: {
        width: 600,
        height: 400,
        channels: 4,
        background: { r: 30, g: 60, b: 90, alpha: 0.5 },
      },
    })
      .png()
      .toFile(path.join(root, "logo.png"));
    // Stored landscape, shot portrait: the camera's EXIF orientation 6 turns it upright.
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#456" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(root, "turned.jpg"));
    await writeFile(
      path.join(root, "main.js"),
      [
        'export { default as photo } from "./photo.jpg?responsive";',
        'export { default as logo } from "./logo.png?responsive";',
        'export { default as turned } from "./turned.jpg?responsive";',
      ].join("\n"),
    );
    client = await buildFixture("client");
  }, 180_000);

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("reads the intrinsic size from the file, upright", () => {
    const { photo, logo, turned } = client.images;
    expect([photo.width, photo.height]).toEqual([2400, 1600]);
    expect([logo.width, logo.height]).toEqual([600, 400]);
    expect([turned.width, turned.height]).toEqual([200, 300]);
  });

  it("lists AVIF then WebP at every rung of the ladder, never above the original", async () => {
    const { photo, logo } = client.images;
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const [image, widths] of [
      [photo, [480, 800, 1200, 1600, 2000]],
      [logo, [480, 600]],
    ] as const) {
      for (const source of image.sources) {
        const entries = parseSrcset(source.srcset);
        expect(entries.map(([, width]) => width)).toEqual(widths);
        for (const [url, width] of entries) {
          expect(url).toMatch(/^\/assets\/[a-z]+-\d+-[0-9a-f]{10}\.(avif|webp)$/);
          const bytes = client.assets.get(url.slice(1));
          expect(bytes, url).toBeDefined();
          const meta = await sharp(bytes).metadata();
          expect(meta.width).toBe(width);
          expect(`image/${meta.format === "heif" ? "avif" : meta.format}`).toBe(source.type);
        }
      }
    }
  });

  it("falls back to a JPEG of at most 1600 px, or a PNG when the photo has transparency", async () => {
    const { photo, logo } = client.images;
    expect(photo.src).toMatch(/^\/assets\/photo-1600-[0-9a-f]{10}\.jpg$/);
    expect(logo.src).toMatch(/^\/assets\/logo-600-[0-9a-f]{10}\.png$/);
    const fallback = await sharp(client.assets.get(photo.src.slice(1))).metadata();
    expect([fallback.format, fallback.width, fallback.height]).toEqual(["jpeg", 1600, 1067]);
  });

  it("makes the modern formats lighter than the fallback at the same width", () => {
    const { photo } = client.images;
    const jpeg = client.assets.get(photo.src.slice(1))?.byteLength ?? 0;
    for (const source of photo.sources) {
      const url = parseSrcset(source.srcset).find(([, width]) => width === 1600)?.[0] ?? "";
      const size = client.assets.get(url.slice(1))?.byteLength ?? Number.POSITIVE_INFINITY;
      expect(size, source.type).toBeLessThan(jpeg);
    }
  });

  it("reuses the encoded variants on a second build instead of encoding again", async () => {
    const encoded = await cachedFiles();
    expect(encoded.size).toBe(client.assets.size);
    const again = await buildFixture("client");
    expect(await cachedFiles()).toEqual(encoded);
    expect(again.images).toEqual(client.images);
  }, 60_000);

  it("gives the server (prerender) build the same URLs without emitting or encoding", async () => {
    const emptyCache = path.join(root, "server-cache");
    const server = await buildFixture("server", emptyCache);
    expect(server.images).toEqual(client.images);
    expect(server.assets.size).toBe(0);
    expect(existsSync(emptyCache)).toBe(false);
  }, 60_000);
});
