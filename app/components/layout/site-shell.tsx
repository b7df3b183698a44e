import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
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
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { key } = useLocation();
  const toggleMenu = useCallback(() => setMenuOpen((isOpen) => !isOpen), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    // A marker for tests and scripts: React has taken over the prerendered page.
    document.documentElement.dataset.hydrated = "";
  }, []);
  useSmoothScroll();
  useRouteScroll();
  useScrollReveal();
  // Any navigation (a menu link, the contact button, back) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation.
  useEffect(closeMenu, [key]);

  return (
    <>
      <SkipLink />
      <SiteHeader isMenuOpen={isMenuOpen} onMenuToggle={toggleMenu} onMenuClose={closeMenu} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <RouteAnnouncer />
    </>
  );
}
