import { manufacturingPartner } from "~/content/manufacturing";
import { pageBanners, pageMeta } from "~/content/pages";
import { buildMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/shared/page-banner";
import { TextSection } from "~/sections/shared/text-section";
import type { Route } from "./+types/manufacturing";

export const meta: Route.MetaFunction = () => buildMeta(pageMeta.manufacturing);

export default function Manufacturing() {
  return (
    <>
      <PageBanner content={pageBanners.manufacturing} />
      <TextSection {...manufacturingPartner} />
    </>
  );
}
