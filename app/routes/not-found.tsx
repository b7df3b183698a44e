import { pageMeta } from "~/content/seo";
import { useContent } from "~/content/use-content";
import { ErrorPage } from "~/sections/error/error-page";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = pageMeta("/404", "not-found/page", { isNoIndex: true });

/**
 * The language choice on this page leads to each language's home: the page is prerendered once
 * per language and served at any unknown address, so "this page in German" has no address.
 */
export const handle = { languageLinksTo: "/" };

/** Every path no other route matches; prerendered as `404.html` for static hosts. */
export default function NotFound() {
  const errorPage = useContent("error/page");
  return <ErrorPage detail={errorPage.notFoundStatus} />;
}
