import { Island, Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
import { Certifications } from "~/sections/services/certifications";
import { Community } from "~/sections/services/community";
import { Machinery } from "~/sections/services/machinery";
import { QualityControl } from "~/sections/services/quality-control";
import { ServicesIntro } from "~/sections/services/services-intro";
import { Solutions } from "~/sections/services/solutions";
import { SupplyChain } from "~/sections/services/supply-chain";
import { Sustainability } from "~/sections/services/sustainability";
import { InquiryBand } from "~/sections/shared/inquiry-band";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/services";

export const loader = contentLoader(["services/"]);

export const meta: Route.MetaFunction = pageMeta("/services", "services/page");

export default function Services() {
  const inquiry = useContent("services/inquiry-band");
  const page = useContent("services/page");
  return (
    <>
      <Static>
        <PageBanner content={page.banner} />
      </Static>
      <Static>
        <ServicesIntro />
      </Static>
      <Island>
        <Solutions />
      </Island>
      <Island>
        <Machinery />
      </Island>
      <Static>
        <Certifications />
      </Static>
      <Static>
        <QualityControl />
      </Static>
      <Static>
        <SupplyChain />
      </Static>
      <Static>
        <Community />
      </Static>
      <Static>
        <Sustainability />
      </Static>
      <Static>
        <InquiryBand {...inquiry} />
      </Static>
    </>
  );
}
