import { useEffect } from "react";
import { useNavigate } from "react-router";
import { splitLocale } from "~/lib/locales";

/** Addresses inside the site that are not its pages: files (`/og-image.jpg`), the editor. */
const NOT_A_PAGE = /\.[a-z0-9]+$|^\/admin(?:\/|$)/i;

/**
 * Links in the parts of the page that React leaves as prerendered (`Static`) are plain `<a>`s: this
 * gives them what React Router's `Link` gives the others, a navigation inside the page's document.
 * Only a plain click on a link to a page of this site in the page's language; links React handles
 * (they prevent the default), links to another language (a full load, as the switcher's are), new
 * tabs, downloads, other origins and same-page anchors keep the browser's way.
 */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function follow(event: MouseEvent) {
      const isPlain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (event.defaultPrevented || !isPlain || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin || NOT_A_PAGE.test(url.pathname)) return;
      if (url.pathname === here.pathname && url.search === here.search && url.hash) return;
      if (splitLocale(url.pathname).locale !== splitLocale(here.pathname).locale) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    }
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
