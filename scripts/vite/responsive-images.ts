import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import type { ResponsiveImage } from "../../app/content/types.ts";

/** Widths a photo is offered at: phone, tablet, laptop, desktop, large/retina desktop. */
const WIDTH_LADDER = [480, 800, 1200, 1600, 2000] as const;

/** The `<img>` fallback never goes wider than this: it is only for browsers without AVIF/WebP. */
const FALLBACK_MAX_WIDTH = 1600;

// AVIF effort 3, not the default 4: several times faster for a few per cent more bytes.
// Part of the cache key: changing a setting re-encodes everything.
const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, effort: 7 },
};

type VariantFormat = keyof typeof ENCODERS;
type Variant = { format: VariantFormat; width: number };

const FINGERPRINT = JSON.stringify({ encoders: ENCODERS, sharp: sharp.versions.sharp });

const extensionOf = (format: VariantFormat) => (format === "jpeg" ? "jpg" : format);

/** The widths to generate for a photo `width` px wide: never upscaled, the original on top when narrower than the ladder. */
export function ladderFor(width: number): number[] {
  const top = Math.min(width, Math.max(...WIDTH_LADDER));
  return [...WIDTH_LADDER.filter((rung) => rung < top), top];
}

type PhotoInfo = Awaited<ReturnType<typeof readPhotoInfo>>;

/** Size after EXIF rotation, fallback format (JPEG paints transparency black), cache key. */
async function readPhotoInfo(source: Buffer) {
  const meta = await sharp(source).metadata();
  return {
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    fallbackFormat: meta.hasAlpha ? ("png" as const) : ("jpeg" as const),
    key: createHash("sha256").update(FINGERPRINT).update(source).digest("hex").slice(0, 16),
  };
}

/**
 * A variant's bytes from a disk cache keyed by content: a rebuild, the prerender build and the dev
 * server reuse what was encoded once, and AVIF is slow to encode.
 */
async function encodeCached(
  directory: string,
  source: Buffer,
  info: PhotoInfo,
  variant: Variant,
): Promise<Buffer> {
  const file = path.join(directory, `${info.key}-${variant.width}.${extensionOf(variant.format)}`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const encoded = await sharp(source)
    .autoOrient()
    .resize({ width: variant.width, withoutEnlargement: true })
    .toFormat(variant.format, ENCODERS[variant.format])
    .toBuffer();
  await mkdir(directory, { recursive: true });
  // Write then rename, so a parallel build never reads a half-written file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, encoded);
  await rename(partial, file);
  return encoded;
}

const QUERY = /[?&]responsive(?:&|$)/;
const PHOTO = /\.(?:jpe?g|png|webp|avif)$/i;
const DEV_PREFIX = "/@responsive-images/";
const MODERN = ["avif", "webp"] as const;

/** Both modern formats at every rung, plus the fallback, each published by `publish`. */
async function describePhoto(
  info: PhotoInfo,
  publish: (variant: Variant) => Promise<string>,
): Promise<ResponsiveImage> {
  const widths = ladderFor(info.width);
  const modern = MODERN.flatMap((format) => widths.map((width) => ({ format, width })));
  const fallback = { format: info.fallbackFormat, width: Math.min(info.width, FALLBACK_MAX_WIDTH) };
  const urls = await Promise.all(modern.map(publish));
  const sources = MODERN.map((format) => ({
    type: `image/${format}` as const,
    srcset: modern
      .flatMap((variant, i) => (variant.format === format ? `${urls[i]} ${variant.width}w` : []))
      .join(", "),
  }));
  return { src: await publish(fallback), width: info.width, height: info.height, sources };
}

/**
 * `?responsive` photo imports: AVIF and WebP at a width ladder plus a JPEG/PNG fallback, hashed,
 * with their size. Only the client build writes files; the prerender build derives the same names
 * without encoding. The dev server encodes on request.
 */
export function responsiveImages(options: { cacheDirectory?: string } = {}): Plugin {
  let cacheDirectory = "";
  /** What the dev server may encode: the variants it published, by URL name. */
  const devFiles = new Map<string, { file: string; variant: Variant }>();
  let emitted = new Set<string>();
  let isDev = false;
  let base = "/";
  let assetsDir = "assets";

  return {
    name: "responsive-images",
    enforce: "pre",
    configResolved(config) {
      isDev = config.command === "serve";
      cacheDirectory =
        options.cacheDirectory ?? path.join(config.root, "node_modules/.cache/responsive-images");
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      emitted = new Set();
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.startsWith(DEV_PREFIX) ? req.url.slice(DEV_PREFIX.length) : "";
        const published = devFiles.get(name);
        if (!published) return next();
        const { file, variant } = published;
        try {
          const source = await readFile(file);
          const info = await readPhotoInfo(source);
          const bytes = await encodeCached(cacheDirectory, source, info, variant);
          res.setHeader("Content-Type", `image/${variant.format}`);
          res.end(bytes);
        } catch (error) {
          next(error);
        }
      });
    },
    load: {
      filter: { id: QUERY },
      async handler(id) {
        const file = id.slice(0, id.indexOf("?"));
        if (!PHOTO.test(file)) {
          this.error(`?responsive works on JPEG, PNG, WebP and AVIF photos, not ${file}`);
        }
        this.addWatchFile(file);
        const source = await readFile(file);
        const info = await readPhotoInfo(source);
        const stem = path
          .basename(file, path.extname(file))
          .toLowerCase()
          .replace(/[^a-z0-9_-]+/g, "-");
        const isClient = this.environment.config.consumer === "client";

        const image = await describePhoto(info, async (variant) => {
          const extension = extensionOf(variant.format);
          if (isDev) {
            const name = `${info.key}-${variant.width}.${extension}`;
            devFiles.set(name, { file, variant });
            return `${DEV_PREFIX}${name}`;
          }
          const fileName = `${assetsDir}/${stem}-${variant.width}-${info.key.slice(0, 10)}.${extension}`;
          if (isClient && !emitted.has(fileName)) {
            emitted.add(fileName);
            const bytes = await encodeCached(cacheDirectory, source, info, variant);
            this.emitFile({ type: "asset", fileName, source: bytes });
          }
          return `${base}${fileName}`;
        });
        return { code: `export default ${JSON.stringify(image)};`, moduleType: "js" };
      },
    },
  };
}
