import { contentLoader } from "~/content/page-content.server";
import { contentFrom, useContent } from "~/content/use-content";
import { buildMeta } from "~/lib/seo";
import { CareersApplication } from "~/sections/careers/careers-application";
import { PageBanner } from "~/sections/shared/page-banner";
import { siteFrom } from "~/site";
import type { Route } from "./+types/careers";

export const loader = contentLoader(["careers/", "forms/careers-form", "forms/shared"]);

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({ path: "/careers", ...contentFrom(matches, "careers/page").meta }, siteFrom(matches));

export default function Careers() {
  const page = useContent("careers/page");
  return (
    <>
      <PageBanner content={page.banner} />
      <CareersApplication />
    </>
  );
}
