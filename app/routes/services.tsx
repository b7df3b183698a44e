import { pageBanners, pageMeta } from "~/content/pages";
import { servicesCommunity, servicesIntro } from "~/content/services";
import { buildMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/shared/page-banner";
import { TextSection } from "~/sections/shared/text-section";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => buildMeta(pageMeta.services);

export default function Services() {
  return (
    <>
      <PageBanner content={pageBanners.services} />
      <TextSection {...servicesIntro} />
      <TextSection
        id={servicesCommunity.anchor}
        eyebrow={servicesCommunity.eyebrow}
        heading={servicesCommunity.heading}
        paragraphs={[servicesCommunity.text]}
        tone="muted"
      />
    </>
  );
}
