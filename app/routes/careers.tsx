import { pageBanners, pageMeta } from "~/content/pages";
import { buildMeta } from "~/lib/seo";
import { CareersApplication } from "~/sections/careers/careers-application";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () => buildMeta(pageMeta.careers);

export default function Careers() {
  return (
    <>
      <PageBanner content={pageBanners.careers} />
      <CareersApplication />
    </>
  );
}
