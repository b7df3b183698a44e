import { Island, Static } from "~/components/ui/hydration";
import { withCataloguePdf } from "~/content/catalogue-pdf.server";
import { contentLoader, firstProducts } from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
import { CatalogueDownload } from "~/sections/product/catalogue-download";
import { CategoryGallery } from "~/sections/product/category-gallery";
import { CategorySections } from "~/sections/product/category-sections";
import { ProductSearch } from "~/sections/product/product-search";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/product";

/** How many products each category's strip shows; its own page lists them all. */
const STRIP_COUNT = 8;

export const loader = withCataloguePdf(contentLoader(["product/"], firstProducts(STRIP_COUNT)));

export const meta: Route.MetaFunction = pageMeta("/product", "product/page");

export default function Product() {
  const inquiry = useContent("product/inquiry-band");
  const page = useContent("product/page");
  return (
    <>
      <Static>
        <PageBanner content={page.banner}>
          <CatalogueDownload />
        </PageBanner>
      </Static>
      <Island>
        <ProductSearch />
      </Island>
      <Island>
        <CategoryGallery />
      </Island>
      <Island>
        <CategorySections />
      </Island>
      <Static>
        <InquiryBand {...inquiry} />
      </Static>
    </>
  );
}
