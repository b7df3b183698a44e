import { buildMeta } from "~/lib/seo";
import { Capabilities } from "~/sections/manufacturing/capabilities";
import { Expertise } from "~/sections/manufacturing/expertise";
import { Infrastructure } from "~/sections/manufacturing/infrastructure";
import { Precision } from "~/sections/manufacturing/precision";
import { Processes } from "~/sections/manufacturing/processes";
import { ToolRoom } from "~/sections/manufacturing/tool-room";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import { TextSection } from "~/sections/shared/text-section";
import partner from "~content/manufacturing/innovation-partner.yml";
import inquiry from "~content/manufacturing/inquiry-band.yml";
import page from "~content/manufacturing/page.yml";
import type { Route } from "./+types/manufacturing";

export const meta: Route.MetaFunction = () => buildMeta({ path: "/manufacturing", ...page.meta });

export default function Manufacturing() {
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
