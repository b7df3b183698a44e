import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Widths a photo is offered at: phone, tablet, laptop, desktop, large/retina desktop. */
export const WIDTH_LADDER = [480, 800, 1200, 1600, 2000] as const;

/** The `<img>` fallback never goes wider than this: it is only for browsers without AVIF/WebP. */
export const FALLBACK_MAX_WIDTH = 1600;

export type VariantFormat = "avif" | "webp" | "jpeg" | "png";

/** One file to produce: a photo encoded in one format at one width. */
export type Variant = { format: VariantFormat; width: number };

// Tuned for photos: visually clean at a fraction of the JPEG's weight. AVIF effort 3 instead of the
// default 4 encodes several times faster for a few per cent more bytes. Part of the cache key, so
// changing a setting re-encodes everything.
const ENCODERS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, effort: 7 },
} satisfies Record<VariantFormat, object>;

const FINGERPRINT = JSON.stringify({ encoders: ENCODERS, sharp: sharp.versions.sharp });

export const extensionOf = (format: VariantFormat) => (format === "jpeg" ? "jpg" : format);

/** The widths to generate for a photo `width` px wide: never upscaled, the original on top when narrower than the ladder. */
export function ladderFor(width: number): number[] {
  const top = Math.min(width, Math.max(...WIDTH_LADDER));
  return [...WIDTH_LADDER.filter((rung) => rung < top), top];
}

export type PhotoInfo = Awaited<ReturnType<typeof readPhotoInfo>>;

/**
 * A photo's size as displayed (after the camera's EXIF rotation), its fallback format (PNG when
 * it has transparency, which JPEG would paint black) and a key that changes whenever any output
 * could (the bytes, the encoder settings).
 */
export async function readPhotoInfo(source: Buffer) {
  const meta = await sharp(source).metadata();
  return {
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    fallbackFormat: meta.hasAlpha ? ("png" as const) : ("jpeg" as const),
    key: createHash("sha256").update(FINGERPRINT).update(source).digest("hex").slice(0, 16),
  };
}

/**
 * A disk cache of encoded variants, keyed by content: a rebuild, the second (prerender) build
 * environment and the dev server reuse what was encoded once, and AVIF is slow to encode.
 */
export class VariantCache {
  readonly hits: string[] = [];
  readonly misses: string[] = [];

  constructor(readonly directory: string) {}

  /** The encoded bytes of a variant, from disk when this exact variant was made before. */
  async get(source: Buffer, info: PhotoInfo, variant: Variant): Promise<Buffer> {
    const name = `${info.key}-${variant.width}.${extensionOf(variant.format)}`;
    const file = path.join(this.directory, name);
    try {
      const cached = await readFile(file);
      this.hits.push(name);
      return cached;
    } catch {
      this.misses.push(name);
    }
    // Rotated upright, metadata stripped, never enlarged.
    const encoded = await sharp(source)
      .autoOrient()
      .resize({ width: variant.width, withoutEnlargement: true })
      .toFormat(variant.format, ENCODERS[variant.format])
      .toBuffer();
    await mkdir(this.directory, { recursive: true });
    // Write then rename, so a parallel build never reads a half-written file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, encoded);
    await rename(partial, file);
    return encoded;
  }
}
