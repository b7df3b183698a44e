import { Island, Static } from "~/components/ui/hydration";
import { withCataloguePdf } from "~/content/catalogue-pdf.server";
import { breadcrumbJsonLd, productJsonLd } from "~/content/json-ld";
import { contentLoader, oneProduct } from "~/content/page-content.server";
import { buildMeta, languagesOf } from "~/content/seo";
import { siteFrom } from "~/content/site";
import { catalogueFrom, contentFrom, useCatalogueData, useContent } from "~/content/use-content";
import { categoryPath, productPath } from "~/lib/catalogue-paths";
import { CatalogueDownload } from "~/sections/product/catalogue-download";
import { ProductOverview } from "~/sections/product/product-overview";
import { RelatedProducts } from "~/sections/product/related-products";
import { SpecSheetContact } from "~/sections/product/spec-sheet-contact";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/product-detail";

/** The product (404 for an unknown pair), its category, and some of the category's others. */
// The contact labels: a printed page ends with how to reach the company (SpecSheetContact).
export const loader = withCataloguePdf(
  contentLoader(["product/", "contact/contact-details"], oneProduct),
);

export const meta: Route.MetaFunction = ({ matches }) => {
  const {
    categories: [category],
    products: [product],
  } = catalogueFrom(matches);
  if (!category || !product) return [];
  const site = siteFrom(matches);
  const path = productPath(category.id, product.id);
  const navigation = contentFrom(matches, "layout/navigation");
  const details = contentFrom(matches, "product/product-details");
  return [
    ...buildMeta({ path, title: product.heading, description: product.description }, site, {
      languages: languagesOf(matches, path),
    }),
    productJsonLd(
      {
        path,
        name: product.heading,
        description: product.description,
        image: product.image.src,
        category: category.heading,
        materials: product.materials,
      },
      site,
    ),
    breadcrumbJsonLd(
      [
        { name: navigation.items[0]?.label ?? site.name, path: "/" },
        { name: details.trailLabel, path: "/product" },
        { name: category.heading, path: categoryPath(category.id) },
        { name: product.heading, path },
      ],
      site,
    ),
  ];
};

/** A product's own page: the trail and name, its picture and facts, and its category's others. */
export default function ProductDetail() {
  const {
    categories: [category],
    products: [product, ...others],
  } = useCatalogueData();
  const details = useContent("product/product-details");
  const inquiry = useContent("product/inquiry-band");
  // The loader answers 404 for an unknown pair, so both are here.
  if (!category || !product) return null;
  return (
    <>
      <Static>
        <PageBanner
          content={{ crumb: product.heading, heading: product.heading }}
          trail={[
            { label: details.trailLabel, to: "/product" },
            { label: category.heading, to: categoryPath(category.id) },
          ]}
          isCompact
        >
          <CatalogueDownload />
        </PageBanner>
      </Static>
      <Island>
        <ProductOverview category={category} product={product} />
      </Island>
      <Static>
        <SpecSheetContact path={productPath(category.id, product.id)} />
      </Static>
      <Static>
        <RelatedProducts category={category} others={others} />
      </Static>
      <Static>
        <InquiryBand {...inquiry} />
      </Static>
    </>
  );
}
