import { type RefObject, useEffect, useRef } from "react";
import { ButtonLink } from "~/components/ui/button";
import { site } from "~/site";
import navigation from "~content/layout/navigation.yml";
import styles from "./mobile-menu.module.css";
import { NavLinks } from "./nav-links";

export interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  /** The button that opens the menu: part of the focus loop, and where focus returns on close. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** Above this width the full navigation shows and the menu closes itself. */
const DESKTOP_QUERY = "(min-width: 1025px)";

const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The full-screen menu at 1024 px and below. While open it holds keyboard focus (the toggle and
 * its own links), locks page scrolling, and closes on Escape, on a link click or on the toggle;
 * focus then returns to the toggle.
 */
export function MobileMenu({ id, isOpen, toggleRef, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!isOpen) {
      if (wasOpen.current) toggleRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const root = document.documentElement;
    root.classList.add("is-scroll-locked");
    const desktop = window.matchMedia(DESKTOP_QUERY);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const panel = panelRef.current;
      const toggle = toggleRef.current;
      if (!panel || !toggle) return;
      const loop = [toggle, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const index = loop.indexOf(document.activeElement as HTMLElement);
      // Wrap around both ends; from outside the loop, Tab enters at the start and Shift+Tab at the end.
      const step = event.shiftKey ? -1 : 1;
      const start = index === -1 ? (event.shiftKey ? 0 : -1) : index;
      const next = (start + step + loop.length) % loop.length;
      event.preventDefault();
      loop[next]?.focus();
    };
    const onDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onDesktop);
    return () => {
      root.classList.remove("is-scroll-locked");
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onDesktop);
    };
  }, [isOpen, onClose, toggleRef]);

  return (
    <div id={id} ref={panelRef} className={styles.menu} hidden={!isOpen} data-lenis-prevent="">
      <nav aria-label={navigation.assistive.mobileNavLabel} className={styles.inner}>
        <NavLinks
          items={navigation.items}
          listClassName={styles.links}
          linkClassName={styles.link}
          onNavigate={onClose}
        />
        <div className={styles.footer}>
          <ButtonLink to={navigation.cta.to} className={styles.cta}>
            {navigation.cta.label}
          </ButtonLink>
          <a className={styles.contact} href={`tel:${site.phone.e164}`} onClick={onClose}>
            {site.phone.display}
          </a>
          <a className={styles.contact} href={`mailto:${site.email}`} onClick={onClose}>
            {site.email}
          </a>
        </div>
      </nav>
    </div>
  );
}
