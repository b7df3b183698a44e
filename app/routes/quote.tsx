import { Static } from "~/components/ui/hydration";
import {
  type CatalogueParams,
  contentLoader,
  englishProductNames,
  wholeCatalogue,
} from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
import { QuoteRequest } from "~/sections/quote/quote-request";
import { PageBanner } from "~/sections/shared/page-banner";
import type { Route } from "./+types/quote";

const pageContent = contentLoader(["quote/", "forms/quote-form", "forms/shared"], wholeCatalogue);

/**
 * The list lives in the browser and may name any product: the page knows them all, and their
 * English names too, which the owner's e-mail shows beside the buyer's.
 */
export const loader = (args: { request: Request; params?: CatalogueParams }) => {
  const page = pageContent(args);
  return { ...page, englishNames: englishProductNames(page.locale) };
};

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
