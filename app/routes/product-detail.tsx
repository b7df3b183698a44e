import { useLocation } from "react-router";
import { Island, Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { contentFrom, useContent } from "~/content/use-content";
import { splitLocale } from "~/lib/locales";
import { breadcrumbJsonLd, buildMeta, productJsonLd } from "~/lib/seo";
import { categoryHref, productHref, useCatalogueProduct } from "~/sections/product/catalogue";
import { ProductOverview } from "~/sections/product/product-overview";
import { RelatedProducts } from "~/sections/product/related-products";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import { siteFrom } from "~/site";
import type { Route } from "./+types/product-detail";

export const loader = contentLoader(["product/"]);

/** The category and product ids in a product page's address (`/de/product/drinkware/tumblers`). */
function idsOf(pathname: string) {
  const [category, product] = splitLocale(pathname).path.split("/").slice(2);
  return { category, product };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const params = idsOf(location.pathname);
  const site = siteFrom(matches);
  const categories = contentFrom(matches, "product/categories");
  const category = categories.items.find((item) => item.id === params.category);
  if (!category) return [];
  const products = contentFrom(matches, `product/categories/${category.id}`);
  const product = products.items.find((item) => item.id === params.product);
  if (!product) return [];
  const path = productHref(category.id, product.id);
  const navigation = contentFrom(matches, "layout/navigation");
  const details = contentFrom(matches, "product/product-details");
  return [
    ...buildMeta({ path, title: product.heading, description: product.description }, site),
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
        { name: category.heading, path: categoryHref(category) },
        { name: product.heading, path },
      ],
      site,
    ),
  ];
};

/** A product's own page: the trail and name, its picture and facts, and its category's others. */
export default function ProductDetail() {
  const params = idsOf(useLocation().pathname);
  const found = useCatalogueProduct(params.category, params.product);
  const details = useContent("product/product-details");
  const inquiry = useContent("product/inquiry-band");
  // Each product has its own route (app/routes.ts), so this page always finds its product.
  if (!found) return null;
  const { category, product } = found;
  return (
    <>
      <Static>
        <PageBanner
          content={{ crumb: product.heading, heading: product.heading }}
          trail={[
            { label: details.trailLabel, to: "/product" },
            { label: category.heading, to: categoryHref(category) },
          ]}
          isCompact
        />
      </Static>
      <Island>
        <ProductOverview {...found} />
      </Island>
      <Static>
        <RelatedProducts {...found} />
      </Static>
      <Static>
        <InquiryBand {...inquiry} />
      </Static>
    </>
  );
}
