import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import fontUrl from "~/assets/fonts/manrope-core-wght.woff2?url";
import { SiteShell } from "~/components/layout/site-shell";
import { contentLoader } from "~/content/page-content.server";
import { siteFrom } from "~/content/site";
import { THEME_COLOR } from "~/content/site-config";
import { contentFrom, useContent, useLocale } from "~/content/use-content";
import { LOCALE_INFO } from "~/lib/locales";
import { ErrorPage } from "~/sections/error/error-page";
import type { Route } from "./+types/root";
import "~/styles/fonts.css";
import "~/styles/tokens.css";
import "~/styles/global.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icons/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The words every page's layout and error fallback need. */
export const loader = contentLoader(["site", "layout/", "error/", "not-found/"]);

// Languages change only by following a plain link (a full page load), so the layout's words never
// need reloading on a navigation inside the site.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${contentFrom(matches, "error/page").heading} | ${siteFrom(matches).name}` },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={locale} dir={LOCALE_INFO[locale].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Arabic and Japanese pages are in system fonts (app/styles/tokens.css): no Manrope. */}
        {LOCALE_INFO[locale].isLatin ? (
          <link rel="preload" href={fontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <SiteShell>{children}</SiteShell>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Any error thrown while rendering a page: the fallback inside the site's own layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const errorPage = useContent("error/page");
  if (isRouteErrorResponse(error))
    return <ErrorPage detail={error.statusText || String(error.status)} />;
  const hasMessage = error instanceof Error && error.message;
  return <ErrorPage detail={hasMessage ? error.message : errorPage.genericMessage} />;
}
