import { type ReactNode, useEffect } from "react";
import { useRouteScroll } from "~/lib/use-route-scroll";
import { useScrollReveal } from "~/lib/use-scroll-reveal";
import { useSmoothScroll } from "~/lib/use-smooth-scroll";
import { RouteAnnouncer } from "./route-announcer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

export interface SiteShellProps {
  children: ReactNode;
}

/** The shared layout of every page, the error fallback included, and its scrolling behaviour. */
export function SiteShell({ children }: SiteShellProps) {
  useEffect(() => {
    // A marker for tests and scripts: React has taken over the prerendered page.
    document.documentElement.dataset.hydrated = "";
  }, []);
  useSmoothScroll();
  useRouteScroll();
  useScrollReveal();

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <RouteAnnouncer />
    </>
  );
}
