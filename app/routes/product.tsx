import { buildMeta } from "~/lib/seo";
import { CategoryGallery } from "~/sections/product/category-gallery";
import { CategorySections } from "~/sections/product/category-sections";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import inquiry from "~content/product/inquiry-band.yml";
import page from "~content/product/page.yml";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = () => buildMeta({ path: "/product", ...page.meta });

export default function Product() {
  return (
    <>
      <PageBanner content={page.banner} />
      <CategoryGallery />
      <CategorySections />
      <InquiryBand {...inquiry} />
    </>
  );
}
