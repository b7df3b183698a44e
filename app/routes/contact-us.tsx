import { Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
import { LetsConnect } from "~/sections/contact/lets-connect";
import { VisitUs } from "~/sections/contact/visit-us";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/contact-us";

export const loader = contentLoader(["contact/", "forms/contact-form", "forms/shared"]);

export const meta: Route.MetaFunction = pageMeta("/contact-us", "contact/page");

export default function ContactUs() {
  const page = useContent("contact/page");
  return (
    <>
      <Static>
        <PageBanner content={page.banner} />
      </Static>
      <LetsConnect />
      <Static>
        <VisitUs />
      </Static>
    </>
  );
}
