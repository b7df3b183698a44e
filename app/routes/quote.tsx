import { Static } from "~/components/ui/hydration";
import { contentLoader, wholeCatalogue } from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
import { QuoteRequest } from "~/sections/quote/quote-request";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/quote";

/** The list lives in the browser and may name any product: the page knows them all. */
export const loader = contentLoader(["quote/", "forms/quote-form", "forms/shared"], wholeCatalogue);

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
