import { contactBanner, contactMeta } from "~/content/pages/contact";
import { buildMeta } from "~/lib/seo";
import { LetsConnect } from "~/sections/contact/lets-connect";
import { VisitUs } from "~/sections/contact/visit-us";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () => buildMeta(contactMeta);

export default function ContactUs() {
  return (
    <>
      <PageBanner content={contactBanner} />
      <LetsConnect />
      <VisitUs />
    </>
  );
}
