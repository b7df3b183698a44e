import { Static } from "~/components/ui/hydration";
import { contentLoader } from "~/content/page-content.server";
import { useContent } from "~/content/use-content";
import { pageMeta } from "~/lib/seo";
import { QuoteRequest } from "~/sections/quote/quote-request";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/quote";

export const loader = contentLoader([
  "quote/",
  "forms/quote-form",
  "forms/shared",
  "product/categories",
]);

export const meta: Route.MetaFunction = pageMeta("/quote", "quote/page");

/** The quote list and the request that sends it: the list lives in the browser, so it hydrates with the page. */
export default function Quote() {
  const page = useContent("quote/page");
  return (
    <>
      <Static>
        <PageBanner content={page.banner} isCompact />
      </Static>
      <QuoteRequest />
    </>
  );
}
