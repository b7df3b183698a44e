import { buildMeta } from "~/lib/seo";
import { LetsConnect } from "~/sections/contact/lets-connect";
import { VisitUs } from "~/sections/contact/visit-us";
import { PageBanner } from "~/sections/shared/page-banner";
import page from "~content/contact/page.yml";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () => buildMeta({ path: "/contact-us", ...page.meta });

export default function ContactUs() {
  return (
    <>
      <PageBanner content={page.banner} />
      <LetsConnect />
      <VisitUs />
    </>
  );
}
