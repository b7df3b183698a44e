import type { Plugin, ResolvedConfig } from "vite";
import { cataloguePdfPath } from "../../app/lib/catalogue-paths.ts";
import { parseEnv } from "../../app/lib/env-contract.ts";
import { LOCALES, type Locale } from "../../app/lib/locales.ts";
import { type CataloguePdf, makeCataloguePdfs } from "../catalogue-pdf/generate.ts";

/**
 * The catalogue PDF of each language (decision 014), made once per build before any page is
 * prerendered, so each page's download link can state the file's size: written into the client
 * build at its stable address (`/catalogue.pdf`, `/de/catalogue.pdf`), and described to the route
 * loaders by `virtual:catalogue-pdf` (each language's address and size in bytes). The dev server
 * makes a language's PDF afresh at each request, from the content as it is on disk.
 */

const VIRTUAL = "virtual:catalogue-pdf";
const RESOLVED = `\0${VIRTUAL}`;

/** What pages know of each language's PDF. */
export type CataloguePdfLinks = Record<Locale, { href: string; bytes: number }>;

export function cataloguePdf(): Plugin {
  let config: ResolvedConfig | undefined;
  let made: Promise<CataloguePdf[]> | undefined;
  const make = () => {
    if (!config) throw new Error("catalogue-pdf: the configuration is not resolved yet");
    return makeCataloguePdfs(config.root, parseEnv(config.env).siteUrl);
  };
  // One run per build, shared by the client build (which writes the files) and the prerender.
  const once = () => {
    made ??= (async () => {
      const started = performance.now();
      const pdfs = await make();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const largest = Math.max(...pdfs.map(({ bytes }) => bytes.length));
      console.log(
        `build: catalogue PDFs (${pdfs.length} languages, ${seconds} s, largest ${Math.round(largest / 1024)} KB)`,
      );
      return pdfs;
    })();
    return made;
  };
  return {
    name: "catalogue-pdf",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const pdfs = config?.command === "serve" ? await make() : await once();
      const links = Object.fromEntries(
        pdfs.map(({ locale, bytes }) => [
          locale,
          { href: cataloguePdfPath(locale), bytes: bytes.length },
        ]),
      );
      return `export default ${JSON.stringify(links)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { locale, bytes } of await once())
        this.emitFile({
          type: "asset",
          fileName: cataloguePdfPath(locale).slice(1),
          source: bytes,
        });
    },
    configureServer(server) {
      const addresses = new Map(LOCALES.map((locale) => [cataloguePdfPath(locale), locale]));
      server.middlewares.use((request, response, next) => {
        const locale = addresses.get((request.url ?? "").split("?")[0] ?? "");
        if (!locale) return next();
        makeCataloguePdfs(server.config.root, parseEnv(server.config.env).siteUrl, [locale])
          .then(([pdf]) => {
            response.setHeader("Content-Type", "application/pdf");
            response.setHeader("Cache-Control", "no-cache");
            response.end(pdf?.bytes);
          })
          .catch(next);
      });
    },
  };
}
