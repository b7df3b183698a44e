import { Island, Static } from "~/components/ui/hydration";
import { withCataloguePdf } from "~/content/catalogue-pdf.server";
import { breadcrumbJsonLd, collectionPageJsonLd } from "~/content/json-ld";
import { contentLoader, oneCategory } from "~/content/page-content.server";
import { buildMeta, languagesOf } from "~/content/seo";
import { siteFrom } from "~/content/site";
import { catalogueFrom, contentFrom, useCatalogueData, useContent } from "~/content/use-content";
import { categoryPath, productPath } from "~/lib/catalogue-paths";
import { displayWidth } from "~/lib/display-width";
import { CatalogueDownload } from "~/sections/product/catalogue-download";
import { CategoryProducts } from "~/sections/product/category-products";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/product-category";

/** The category (404 for an unknown one) with all its products. */
export const loader = withCataloguePdf(contentLoader(["product/"], oneCategory));

/** Search results show at most about 155 characters (display width): the longer text, when it fits. */
const DESCRIPTION_MAX = 155;

export const meta: Route.MetaFunction = ({ matches }) => {
  const {
    categories: [category],
    products,
  } = catalogueFrom(matches);
  if (!category) return [];
  const site = siteFrom(matches);
  const path = categoryPath(category.id);
  const navigation = contentFrom(matches, "layout/navigation");
  const details = contentFrom(matches, "product/product-details");
  const description =
    displayWidth(category.text) <= DESCRIPTION_MAX ? category.text : category.subheading;
  return [
    ...buildMeta({ path, title: category.heading, description }, site, {
      languages: languagesOf(matches, path),
    }),
    collectionPageJsonLd(
      {
        path,
        name: category.heading,
        description,
        items: products.map((product) => ({
          name: product.heading,
          path: productPath(product.category, product.id),
        })),
      },
      site,
    ),
    breadcrumbJsonLd(
      [
        { name: navigation.items[0]?.label ?? site.name, path: "/" },
        { name: details.trailLabel, path: "/product" },
        { name: category.heading, path },
      ],
      site,
    ),
  ];
};

/** A category's own page: its name and text, and every product it has as a card. */
export default function ProductCategory() {
  const {
    categories: [category],
    products,
  } = useCatalogueData();
  const details = useContent("product/product-details");
  const inquiry = useContent("product/inquiry-band");
  // The loader answers 404 for an unknown category, so it is here.
  if (!category) return null;
  return (
    <>
      <Static>
        <PageBanner
          content={{
            crumb: category.heading,
            heading: category.heading,
            subheading: category.subheading,
          }}
          trail={[{ label: details.trailLabel, to: "/product" }]}
        >
          <CatalogueDownload />
        </PageBanner>
      </Static>
      <Island>
        <CategoryProducts category={category} products={products} />
      </Island>
      {/* A category without products already ends with the inquiry (CategoryProducts). */}
      {products.length > 0 ? (
        <Static>
          <InquiryBand {...inquiry} />
        </Static>
      ) : null}
    </>
  );
}
