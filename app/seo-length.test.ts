import { describe, expect, it } from "vitest";
import { contentLoader, wholeCatalogue } from "~/content/page-content.server";
import { displayWidth } from "~/content/text-checks";
import { categoryPath, productPath } from "~/lib/catalogue-paths";
import { LOCALES, type Locale, localePath } from "~/lib/locales";
import { loader as rootLoader } from "~/root";
import * as careers from "~/routes/careers";
import * as contactUs from "~/routes/contact-us";
import * as home from "~/routes/home";
import * as manufacturing from "~/routes/manufacturing";
import * as notFound from "~/routes/not-found";
import * as product from "~/routes/product";
import * as productCategory from "~/routes/product-category";
import * as productDetail from "~/routes/product-detail";
import * as quote from "~/routes/quote";
import * as services from "~/routes/services";

/**
 * How long a title or description may be, as search results show them. Measure: display width,
 * where a full-width (East Asian wide) character counts 2 and any other character 1, against one
 * budget for every language: 60 for a title, 155 for a description. For Japanese that is 30 and
 * about 77 full-width characters, the "about 30 and 80" search engines show before they cut.
 * Arabic letters count 1 each: in the result fonts they are about as wide as Latin ones. This file
 * sits beside root.tsx because it runs the routes' own `meta` (content's tests may not import routes).
 */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 155;

type Meta = (args: { matches: { loaderData: unknown }[] }) => unknown;
interface Page {
  path: string;
  meta: Meta;
  /** The not-found page has none: the root loads its words. */
  loader?: (args: { request: Request; params?: Record<string, string> }) => unknown;
  params?: Record<string, string>;
}

const PAGES: Page[] = [
  { path: "/", ...home },
  { path: "/services", ...services },
  { path: "/product", ...product },
  { path: "/quote", ...quote },
  { path: "/manufacturing", ...manufacturing },
  { path: "/careers", ...careers },
  { path: "/contact-us", ...contactUs },
  { path: "/404", ...notFound },
] as unknown as Page[];

/** Every page of the site in one language, the catalogue's included, as the prerender lists them. */
function pagesIn(locale: Locale): Page[] {
  const { catalogue } = contentLoader(
    [],
    wholeCatalogue,
  )({ request: new Request(`https://example.test${localePath(locale, "/product")}`) });
  return [
    ...PAGES,
    ...(catalogue?.categories ?? []).map((category) => ({
      path: categoryPath(category.id),
      params: { category: category.id },
      ...(productCategory as unknown as Pick<Page, "meta" | "loader">),
    })),
    ...(catalogue?.products ?? []).map((item) => ({
      path: productPath(item.category, item.id),
      params: { category: item.category, id: item.id },
      ...(productDetail as unknown as Pick<Page, "meta" | "loader">),
    })),
  ];
}

/** The title and description a page's `meta` gives, with the loaders' data its route would have. */
function metaOf(page: Page, locale: Locale) {
  const request = new Request(`https://example.test${localePath(locale, page.path)}`);
  const matches = [
    { loaderData: rootLoader({ request } as never) },
    { loaderData: page.loader?.({ request, params: page.params ?? {} }) },
  ];
  const tags = page.meta({ matches }) as Array<Record<string, string>>;
  return {
    title: tags.find((tag) => "title" in tag)?.title ?? "",
    description: tags.find((tag) => tag.name === "description")?.content ?? "",
  };
}

describe("search titles and descriptions (every page, every language)", () => {
  it("measures full-width characters as two", () => {
    expect(displayWidth("Kaveri Forge")).toBe(12);
    expect(displayWidth("調理器具")).toBe(8);
    expect(displayWidth("（SS 304）。")).toBe(4 + 6 + 2);
    expect(displayWidth("أدوات الشرب")).toBe(11);
  });

  const all = LOCALES.flatMap((locale) =>
    pagesIn(locale).map((page) => ({ locale, path: page.path, ...metaOf(page, locale) })),
  );

  it("finds every page's title and description", () => {
    // 8 pages, 5 categories, 9 products today: a page without its words would pass silently.
    expect(all.length).toBeGreaterThanOrEqual(LOCALES.length * 20);
    for (const { locale, path, title, description } of all) {
      expect(title, `${locale} ${path}: title`).not.toBe("");
      expect(description, `${locale} ${path}: description`).not.toBe("");
    }
  });

  it(`keeps titles within ${TITLE_MAX} and descriptions within ${DESCRIPTION_MAX} (display width)`, () => {
    const problems = all.flatMap(({ locale, path, title, description }) => [
      ...(displayWidth(title) > TITLE_MAX
        ? [`${locale} ${path}: title is ${displayWidth(title)} wide: "${title}"`]
        : []),
      ...(displayWidth(description) > DESCRIPTION_MAX
        ? [`${locale} ${path}: description is ${displayWidth(description)} wide: "${description}"`]
        : []),
    ]);
    expect(problems.join("\n")).toBe("");
  });
});
