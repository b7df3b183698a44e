import { Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { useContent } from "~/content/use-content";
import { pageMeta } from "~/lib/seo";
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
