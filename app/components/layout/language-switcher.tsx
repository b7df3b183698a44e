import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { LineIcon } from "~/components/ui/line-icon";
import { languagePagesFrom, useContent, useLocale } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { fillTemplate } from "~/lib/fill-template";
import { LOCALE_INFO, LOCALES, localePath, splitLocale } from "~/lib/locales";
import styles from "./language-switcher.module.css";

const CARET = "m7 10 5 5 5-5";
const GLOBE =
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3Z";

/**
 * This page in every language, each name in its own language. Plain links, not the router's: the
 * whole page loads anew, its words, its direction and its address together.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const locale = useLocale();
  const { path: here } = splitLocale(useLocation().pathname);
  // A route may name where its language links lead instead (the not-found page: each home).
  const matches = useMatches();
  const fixed = matches
    .map((match) => (match.handle as { languageLinksTo?: string } | undefined)?.languageLinksTo)
    .find(Boolean);
  const path = fixed ?? here;
  // A catalogue page not yet translated leads to the nearest page that is (decision 015).
  const pages = languagePagesFrom(matches);
  return (
    <ul className={className}>
      {LOCALES.map((other) => (
        <li key={other}>
          <a
            href={localePath(other, pages?.[other] ?? path)}
            hrefLang={other}
            lang={other}
            aria-current={other === locale ? "true" : undefined}
          >
            {LOCALE_INFO[other].name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The top bar's language choice: a disclosure (works without JavaScript) that closes, as a menu
 * would, on a click elsewhere, on Escape and when focus leaves it.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const navigation = useContent("layout/navigation");
  const locale = useLocale();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      const target = event instanceof FocusEvent ? event.relatedTarget : event.target;
      if (!(target instanceof Node && details.contains(target))) details.open = false;
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("click", close, { signal });
    details.addEventListener("keydown", close, { signal });
    details.addEventListener("focusout", close, { signal });
    return () => listening.abort();
  }, []);
  return (
    <details ref={ref} className={cx(styles.menu, className)}>
      <summary className={styles.summary}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={GLOBE} fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
        <span className="visually-hidden">
          {fillTemplate(navigation.languageCurrent, { language: LOCALE_INFO[locale].name })}
        </span>
        {/* Shown where the bar has room; the line above says it for screen readers. */}
        <span className={styles.name} aria-hidden="true">
          {LOCALE_INFO[locale].name}
        </span>
        <LineIcon path={CARET} />
      </summary>
      <LanguageLinks className={styles.panel} />
    </details>
  );
}
