import { contentLoader } from "~/content/page-content.server";
import { useContent } from "~/content/use-content";
import { pageMeta } from "~/lib/seo";
import { Capabilities } from "~/sections/manufacturing/capabilities";
import { Expertise } from "~/sections/manufacturing/expertise";
import { Infrastructure } from "~/sections/manufacturing/infrastructure";
import { Precision } from "~/sections/manufacturing/precision";
import { Processes } from "~/sections/manufacturing/processes";
import { ToolRoom } from "~/sections/manufacturing/tool-room";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import { TextSection } from "~/sections/shared/text-section";
import type { Route } from "./+types/manufacturing";

export const loader = contentLoader(["manufacturing/", "services/machinery"]);

export const meta: Route.MetaFunction = pageMeta("/manufacturing", "manufacturing/page");

export default function Manufacturing() {
  const partner = useContent("manufacturing/innovation-partner");
  const inquiry = useContent("manufacturing/inquiry-band");
  const page = useContent("manufacturing/page");
  return (
    <>
      <PageBanner content={page.banner} />
      <Expertise />
      <TextSection id="innovation-partner" tone="muted" {...partner} />
      <ToolRoom />
      <Precision />
      <Infrastructure />
      <Capabilities />
      <Processes />
      <InquiryBand {...inquiry} />
    </>
  );
}
