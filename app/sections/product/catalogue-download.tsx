import { useMatches } from "react-router";
import type { CataloguePdfLink } from "~/content/catalogue-pdf.server";
import { useContent, useLocale } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import { formatBytes } from "~/lib/format";
import styles from "./catalogue-download.module.css";

/** A document with an arrow down into a tray: a download. */
const DOWNLOAD_ICON = "M12 3v11m0 0-4.5-4.5M12 14l4.5-4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4";

/** The catalogue PDF of the page's language, from the loader that added it (`withCataloguePdf`). */
function useCataloguePdf(): CataloguePdfLink | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const link = (match.loaderData as { cataloguePdf?: CataloguePdfLink } | undefined)
      ?.cataloguePdf;
    if (link) return link;
  }
  return undefined;
}

/**
 * "Download catalogue (PDF, 150 kB)": the whole catalogue in the page's language, as the build
 * made it. A plain link to a file, not a route: the browser opens or saves it.
 */
export function CatalogueDownload() {
  const words = useContent("product/catalogue-download");
  const locale = useLocale();
  const pdf = useCataloguePdf();
  if (!pdf) return null;
  return (
    <a className={styles.link} href={pdf.href} type="application/pdf">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={DOWNLOAD_ICON}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{fillTemplate(words.linkLabel, { size: formatBytes(pdf.bytes, locale) })}</span>
    </a>
  );
}
