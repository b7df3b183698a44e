/**
 * What the build writes into every page for its boot, after its first paint (decision 005):
 * scripts/postbuild/hydrate-after-paint.ts writes it, the inlined app/boot.ts reads it.
 */
export const BOOT_DATA_ID = "boot-data";

/** What a page's boot loads, in React Router's order. */
export interface BootData {
  preload: string[];
  manifest: string;
  /** Route id to module, root first. */
  routes: Record<string, string>;
  entry: string;
  /**
   * The page's loader data for React Router's hydration, a file the build moved out of the HTML
   * so that the page's first bytes are its words (React Router inlines it; up to 8 KB gzipped).
   */
  handoff: string;
  /** The not-found page's only: the page paths, which it must never hydrate as. */
  knownPaths?: string[];
}
