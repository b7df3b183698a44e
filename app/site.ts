import { type SiteConfig, siteConfig } from "~/lib/site-config";
import facts from "~content/site.yml";

/** The one site configuration: the company facts of `content/site.yml` and what code derives from them. */
export const site: SiteConfig = siteConfig(facts);
