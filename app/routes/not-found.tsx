import { buildMeta } from "~/lib/seo";
import { ErrorPage } from "~/sections/error/error-page";
import errorPage from "~content/error/page.yml";
import page from "~content/not-found/page.yml";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  buildMeta({ path: "/404", ...page.meta }, { isNoIndex: true });

/** Every path no other route matches; prerendered as `404.html` for static hosts. */
export default function NotFound() {
  return <ErrorPage detail={errorPage.notFoundStatus} />;
}
