import { Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
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
      <Static>
        <PageBanner content={page.banner} />
      </Static>
      <Static>
        <Expertise />
      </Static>
      <Static>
        <TextSection id="innovation-partner" tone="muted" {...partner} />
      </Static>
      <Static>
        <ToolRoom />
      </Static>
      <Static>
        <Precision />
      </Static>
      <Static>
        <Infrastructure />
      </Static>
      <Static>
        <Capabilities />
      </Static>
      <Static>
        <Processes />
      </Static>
      <Static>
        <InquiryBand {...inquiry} />
      </Static>
    </>
  );
}
