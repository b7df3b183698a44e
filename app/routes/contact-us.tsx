import { contentLoader } from "~/content/page-content.server";
import { contentFrom, useContent } from "~/content/use-content";
import { buildMeta } from "~/lib/seo";
import { LetsConnect } from "~/sections/contact/lets-connect";
import { VisitUs } from "~/sections/contact/visit-us";
import { PageBanner } from "~/sections/shared/page-banner";
import { siteFrom } from "~/site";
import type { Route } from "./+types/contact-us";

export const loader = contentLoader(["contact/", "forms/contact-form", "forms/shared"]);

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(
    { path: "/contact-us", ...contentFrom(matches, "contact/page").meta },
    siteFrom(matches),
  );

export default function ContactUs() {
  const page = useContent("contact/page");
  return (
    <>
      <PageBanner content={page.banner} />
      <LetsConnect />
      <VisitUs />
    </>
  );
}
