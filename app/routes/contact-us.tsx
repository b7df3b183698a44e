import { pageBanners, pageMeta } from "~/content/pages";
import { buildMeta } from "~/lib/seo";
import { LetsConnect } from "~/sections/contact/lets-connect";
import { VisitUs } from "~/sections/contact/visit-us";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () => buildMeta(pageMeta.contact);

export default function ContactUs() {
  return (
    <>
      <PageBanner content={pageBanners.contact} />
      <LetsConnect />
      <VisitUs />
    </>
  );
}
