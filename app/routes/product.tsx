import { pageBanners, pageMeta } from "~/content/pages";
import { productInquiry } from "~/content/product-page";
import { buildMeta } from "~/lib/seo";
import { CategoryGallery } from "~/sections/product/category-gallery";
import { CategorySections } from "~/sections/product/category-sections";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = () => buildMeta(pageMeta.product);

export default function Product() {
  return (
    <>
      <PageBanner content={pageBanners.product} />
      <CategoryGallery />
      <CategorySections />
      <InquiryBand {...productInquiry} />
    </>
  );
}
