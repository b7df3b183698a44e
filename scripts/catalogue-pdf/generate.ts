import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import QRCode from "qrcode";
import sharp from "sharp";
import { contentStore } from "../../app/content/store.server.ts";
import { LOCALES, type Locale, localePath } from "../../app/lib/locales.ts";
import { type PdfData, pdfData } from "./data.ts";
import { catalogueFonts } from "./fonts.ts";

/**
 * The catalogue PDF of each language, made from the content store by Typst (decision 014): no
 * browser, a prebuilt compiler from npm, Arabic shaped right to left and Japanese broken by its
 * own rules. Drawings (SVG) go in as vectors; photos as a 600 px JPEG, so a PDF stays small.
 */

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "catalogue.typ");
const PHOTO_WIDTH = 600;
const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;

/** The stable address of a language's catalogue: `/catalogue.pdf`, `/de/catalogue.pdf`. */
export const cataloguePdfPath = (locale: Locale): string =>
  localePath(locale, "/catalogue.pdf").replace(/\/$/, "");

export interface CataloguePdf {
  locale: Locale;
  bytes: Buffer;
  pages: number;
}

/** A Typst error, with the template's own diagnostics. */
export class CataloguePdfError extends Error {
  override name = "CataloguePdfError";
}

/** Makes the catalogue PDF of each language in `locales`, from the content of `root`. */
export async function makeCataloguePdfs(
  root: string,
  siteUrl: string,
  locales: readonly Locale[] = LOCALES,
): Promise<CataloguePdf[]> {
  const compiler = NodeCompiler.create({
    workspace: root,
    fontArgs: [{ fontPaths: catalogueFonts() }],
  });
  const template = readFileSync(TEMPLATE, "utf8");
  const store = contentStore(root);
  const photos = new Map<string, string>();
  const results: CataloguePdf[] = [];
  for (const locale of locales) {
    const data = pdfData(store, locale, siteUrl);
    await prepareFiles(compiler, root, data, photos);
    const compiled = compiler.compile({
      mainFileContent: template,
      inputs: { data: JSON.stringify(data) },
    });
    const document = compiled.result;
    if (!document || compiled.hasError()) {
      const error = compiled.takeError() ?? compiled.takeDiagnostics();
      const problems = error ? compiler.fetchDiagnostics(error) : [];
      throw new CataloguePdfError(
        `The ${locale} catalogue PDF could not be made: ${JSON.stringify(problems ?? error?.shortDiagnostics)}`,
      );
    }
    results.push({ locale, bytes: compiler.pdf(document), pages: document.numOfPages });
  }
  compiler.evictCache(10);
  return results;
}

/**
 * Puts what the template reads besides the checkout's own drawings into Typst's view of the
 * workspace: each product's QR code (`/qr/<category>-<product>.png`) and each photo as a modest
 * JPEG (`/pdf-photos/...`), whose path replaces the picture's in `data`.
 */
async function prepareFiles(
  compiler: NodeCompiler,
  root: string,
  data: PdfData,
  photos: Map<string, string>,
): Promise<void> {
  for (const [ci, category] of data.categories.entries())
    for (const [pi, product] of category.products.entries()) {
      // One pixel a module, drawn sharp by the template: a few hundred bytes, where the same
      // code as a vector drawing costs several kilobytes in the PDF.
      const qr = await QRCode.toBuffer(product.url, {
        type: "png",
        scale: 1,
        margin: 0,
        errorCorrectionLevel: "M",
        color: { dark: "#0b1a2bff", light: "#ffffffff" },
      });
      compiler.mapShadow(path.join(root, "qr", `${ci}-${pi}.png`), qr);
      if (!RASTER.test(product.picture)) continue;
      let copy = photos.get(product.picture);
      if (!copy) {
        copy = `/pdf-photos/${photos.size}.jpg`;
        const jpeg = await sharp(path.join(root, product.picture.slice(1)))
          .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 78, mozjpeg: true })
          .toBuffer();
        compiler.mapShadow(path.join(root, copy.slice(1)), jpeg);
        photos.set(product.picture, copy);
      }
      product.picture = copy;
    }
}
