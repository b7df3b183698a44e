import { pageBanners, pageMeta } from "~/content/pages";
import { buildMeta } from "~/lib/seo";
import { CategorySections } from "~/sections/product/category-sections";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = () => buildMeta(pageMeta.product);

export default function Product() {
  return (
    <>
      <PageBanner content={pageBanners.product} />
      <CategorySections />
    </>
  );
}
