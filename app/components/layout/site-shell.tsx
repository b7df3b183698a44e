import { type ReactNode, useEffect } from "react";
import { finishFirstHydration, Static } from "~/components/ui/hydration";
import { useRouteScroll } from "~/lib/use-route-scroll";
import { useScrollReveal } from "~/lib/use-scroll-reveal";
import { useSmoothScroll } from "~/lib/use-smooth-scroll";
import { RouteAnnouncer } from "./route-announcer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import { useEnglishMarks } from "./use-english-marks";
import { useStaticLinks } from "./use-static-links";

export interface SiteShellProps {
  children: ReactNode;
}

/** The shared layout of every page, the error fallback included, and its scrolling behaviour. */
export function SiteShell({ children }: SiteShellProps) {
  // Marks `<html data-hydrated>` for tests and scripts once the last island has hydrated too.
  useEffect(finishFirstHydration, []);
  useStaticLinks();
  useSmoothScroll();
  useRouteScroll();
  useScrollReveal();
  useEnglishMarks();

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Static>
        <SiteFooter />
      </Static>
      <RouteAnnouncer />
    </>
  );
}
