import { errorPage } from "~/content/pages/error";
import { notFoundMeta } from "~/content/pages/not-found";
import { buildMeta } from "~/lib/seo";
import { ErrorPage } from "~/sections/error/error-page";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => buildMeta(notFoundMeta, { isNoIndex: true });

/** Every path no other route matches; prerendered as `404.html` for static hosts. */
export default function NotFound() {
  return <ErrorPage detail={errorPage.notFoundStatus} />;
}
