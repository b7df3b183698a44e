import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import type { ResponsiveImage } from "../../app/content/types.ts";
import {
  extensionOf,
  FALLBACK_MAX_WIDTH,
  ladderFor,
  type PhotoInfo,
  readPhotoInfo,
  type Variant,
  VariantCache,
} from "./image-variants.ts";

const QUERY = /[?&]responsive(?:&|$)/;
const PHOTO = /\.(?:jpe?g|png|webp|avif)$/i;
const DEV_PREFIX = "/@responsive-images/";
const MODERN = ["avif", "webp"] as const;

/** The variants a photo is published as: both modern formats at every rung, plus the fallback. */
function variantsFor(info: PhotoInfo): { modern: Variant[]; fallback: Variant } {
  const widths = ladderFor(info.width);
  return {
    modern: MODERN.flatMap((format) => widths.map((width) => ({ format, width }))),
    fallback: { format: info.fallbackFormat, width: Math.min(info.width, FALLBACK_MAX_WIDTH) },
  };
}

/** The module's value, from a function that publishes one variant and returns its URL. */
async function describePhoto(
  info: PhotoInfo,
  publish: (variant: Variant) => Promise<string>,
): Promise<ResponsiveImage> {
  const { modern, fallback } = variantsFor(info);
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
  let cache = new VariantCache(options.cacheDirectory ?? "");
  const devFiles = new Map<string, string>();
  let emitted = new Set<string>();
  let isDev = false;
  let base = "/";
  let assetsDir = "assets";

  return {
    name: "responsive-images",
    enforce: "pre",
    // Lets tests see whether a build encoded or reused the variants.
    api: {
      get cache() {
        return cache;
      },
    },
    configResolved(config) {
      isDev = config.command === "serve";
      cache = new VariantCache(
        options.cacheDirectory ?? path.join(config.root, "node_modules/.cache/responsive-images"),
      );
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      emitted = new Set();
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.startsWith(DEV_PREFIX) ? req.url.slice(DEV_PREFIX.length) : "";
        const match = /^([0-9a-f]{16})-(\d+)\.(avif|webp|jpg|png)$/.exec(name);
        const file = match?.[1] ? devFiles.get(match[1]) : undefined;
        if (!match || !file) return next();
        try {
          const source = await readFile(file);
          const info = await readPhotoInfo(source);
          const { modern, fallback } = variantsFor(info);
          const variant = [...modern, fallback].find(
            (v) => v.width === Number(match[2]) && extensionOf(v.format) === match[3],
          );
          // Only what the photo publishes: a stray URL must not make the dev server encode anything.
          if (!variant) return next();
          const bytes = await cache.get(source, info, variant);
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
            devFiles.set(info.key, file);
            return `${DEV_PREFIX}${info.key}-${variant.width}.${extension}`;
          }
          const fileName = `${assetsDir}/${stem}-${variant.width}-${info.key.slice(0, 10)}.${extension}`;
          if (isClient && !emitted.has(fileName)) {
            emitted.add(fileName);
            const bytes = await cache.get(source, info, variant);
            this.emitFile({ type: "asset", fileName, source: bytes });
          }
          return `${base}${fileName}`;
        });
        return { code: `export default ${JSON.stringify(image)};`, moduleType: "js" };
      },
    },
  };
}
