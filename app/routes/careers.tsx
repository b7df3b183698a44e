import { buildMeta } from "~/lib/seo";
import { CareersApplication } from "~/sections/careers/careers-application";
import { PageBanner } from "~/sections/shared/page-banner";
import page from "~content/careers/page.yml";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () => buildMeta({ path: "/careers", ...page.meta });

export default function Careers() {
  return (
    <>
      <PageBanner content={page.banner} />
      <CareersApplication />
    </>
  );
}
