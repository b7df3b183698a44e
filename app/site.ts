import { type SiteConfig, siteConfig } from "~/lib/site-config";
import facts from "~content/site.yml";

/**
 * The one site configuration: the company facts from `content/site.yml` (edited by the owner)
 * with what code derives from them, such as the dialable phone number. Pages, the footer and
 * structured data read it from here; `~/lib/site-config` has the helpers that format it
 * (`formatAddress(site.address)`, `mapLinks(site.geo)`).
 */
export const site: SiteConfig = siteConfig(facts);
