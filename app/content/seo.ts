import type { MetaDescriptor } from "react-router";
import type { Content, ContentKey } from "~/content/schema/registry";
import { siteFrom } from "~/content/site";
import type { SiteConfig } from "~/content/site-config";
import { contentFrom, languagePagesFrom, type Matches } from "~/content/use-content";
import { env } from "~/lib/env";
import { absoluteUrl as joinUrl } from "~/lib/env-contract";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localePath } from "~/lib/locales";

/** A page's search title and description (`meta` of its `page.yml`) and its address in English. */
type PageMeta = Content<"home/page">["meta"] & { path: string };

/** A site path as an absolute URL on the configured `SITE_URL`. */
export const absoluteUrl = (path: string) => joinUrl(path, env.siteUrl);

/** The document title: the page's own title, then the brand; the home page title stands alone. */
export function documentTitle(page: Pick<PageMeta, "path" | "title">, site: SiteConfig): string {
  return page.path === "/" ? page.title : `${page.title} | ${site.name}`;
}

/**
 * Every tag a route needs for search and link previews, in the site's language (`site.locale`): the
 * page's own address as canonical, and the same page in each of `languages` (every language
 * unless said: a catalogue entry not yet translated has fewer) as its alternates. `isNoIndex`
 * keeps the page out of search results.
 */
export function buildMeta(
  page: PageMeta,
  site: SiteConfig,
  {
    isNoIndex = false,
    languages = LOCALES,
  }: { isNoIndex?: boolean; languages?: readonly Locale[] } = {},
): MetaDescriptor[] {
  const title = documentTitle(page, site);
  const { description } = page;
  const url = absoluteUrl(localePath(site.locale, page.path));
  const image = absoluteUrl("/og-image.jpg");
  const imageAlt = `${site.name}: ${site.tagline}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: LOCALE_INFO[site.locale].ogLocale },
    ...languages
      .filter((other) => other !== site.locale)
      .map((other) => ({
        property: "og:locale:alternate",
        content: LOCALE_INFO[other].ogLocale,
      })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(isNoIndex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
          ...[...languages, "x-default" as const].map((hrefLang) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang,
            href: absoluteUrl(
              localePath(hrefLang === "x-default" ? DEFAULT_LOCALE : hrefLang, page.path),
            ),
          })),
        ]),
  ];
}

/** The languages a catalogue page at `path` exists in (every language for the other pages). */
export function languagesOf(matches: Matches, path: string): readonly Locale[] {
  const pages = languagePagesFrom(matches);
  return pages ? LOCALES.filter((locale) => pages[locale] === path) : LOCALES;
}

/** The content files that hold a page's search title and description: each `page.yml`. */
type PageKey = {
  [K in ContentKey]: Content<K> extends { meta: unknown } ? K : never;
}[ContentKey];

/** A page route's `meta`: the tags of `buildMeta` for `path`, from the page's `page.yml`. */
export const pageMeta =
  (path: string, key: PageKey, options?: { isNoIndex?: boolean }) =>
  ({ matches }: { matches: Matches }) =>
    buildMeta({ path, ...contentFrom(matches, key).meta }, siteFrom(matches), options);
