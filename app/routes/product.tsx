import { Island, Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { useContent } from "~/content/use-content";
import { pageMeta } from "~/lib/seo";
import { CategoryGallery } from "~/sections/product/category-gallery";
import { CategorySections } from "~/sections/product/category-sections";
import { ProductSearch } from "~/sections/product/product-search";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/product";

export const loader = contentLoader(["product/"]);

export const meta: Route.MetaFunction = pageMeta("/product", "product/page");

export default function Product() {
  const inquiry = useContent("product/inquiry-band");
  const page = useContent("product/page");
  return (
    <>
      <Static>
        <PageBanner content={page.banner} />
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
