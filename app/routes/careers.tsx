import { careersBanner, careersMeta } from "~/content/pages/careers";
import { buildMeta } from "~/lib/seo";
import { CareersApplication } from "~/sections/careers/careers-application";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () => buildMeta(careersMeta);

export default function Careers() {
  return (
    <>
      <PageBanner content={careersBanner} />
      <CareersApplication />
    </>
  );
}
