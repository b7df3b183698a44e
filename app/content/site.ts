import { type SiteConfig, siteConfig } from "~/content/site-config";
import {
  contentFrom,
  localeFrom,
  type Matches,
  useContent,
  useLocale,
} from "~/content/use-content";

/** The site configuration: the company facts of `content/site.yml` in the page's language and what code derives from them. */
export const useSite = (): SiteConfig => siteConfig(useContent("site"), useLocale());

/** The same, for `meta`, from its matches. */
export const siteFrom = (matches: Matches): SiteConfig =>
  siteConfig(contentFrom(matches, "site"), localeFrom(matches));
