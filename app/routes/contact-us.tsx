import { pageBanners, pageMeta } from "~/content/pages";
import { buildMeta } from "~/lib/seo";
import { ContactDetails } from "~/sections/contact/contact-details";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () => buildMeta(pageMeta.contact);

export default function ContactUs() {
  return (
    <>
      <PageBanner content={pageBanners.contact} />
      <ContactDetails />
    </>
  );
}
