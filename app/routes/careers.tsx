import { Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
import { CareersApplication } from "~/sections/careers/careers-application";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/careers";

export const loader = contentLoader(["careers/", "forms/careers-form", "forms/shared"]);

export const meta: Route.MetaFunction = pageMeta("/careers", "careers/page");

export default function Careers() {
  const page = useContent("careers/page");
  return (
    <>
      <Static>
        <PageBanner content={page.banner} />
      </Static>
      <CareersApplication />
    </>
  );
}
