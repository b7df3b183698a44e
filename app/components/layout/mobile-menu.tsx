import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { ButtonLink } from "~/components/ui/button";
import { useSite } from "~/content/site";
import { useContent } from "~/content/use-content";
import { WIDE_QUERY } from "~/lib/breakpoints";
import { LanguageLinks } from "./language-switcher";
import switcher from "./language-switcher.module.css";
import styles from "./mobile-menu.module.css";
import { NavLinks } from "./nav-links";

export interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  /** The header's bar as it shows over the open menu: the logo and the menu button, now closing it. */
  bar: ReactNode;
  /** The menu button: it has focus while the menu is open, and gets it back when it closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * Tab from the last control comes round to the first, and Shift+Tab from the first to the last: a
 * modal dialog keeps focus off the page behind, but lets it leave for the browser's own toolbar.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button")];
  const [first, last] = [stops[0], stops.at(-1)];
  if (document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

/**
 * The full-screen menu at 1024 px and below: a modal dialog (the browser keeps the page behind out
 * of reach and closes it on Escape). It also closes on a link click, its button and a wide window.
 */
export function MobileMenu({ id, isOpen, bar, toggleRef, onClose }: MobileMenuProps) {
  const site = useSite();
  const navigation = useContent("layout/navigation");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!isOpen) {
      if (dialog.open) dialog.close();
      if (wasOpen.current) toggleRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    if (!dialog.open) dialog.showModal();
    // The dialog would focus its first control (the logo); the button stays under the finger instead.
    toggleRef.current?.focus();
    const desktop = window.matchMedia(WIDE_QUERY);
    const onDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop.addEventListener("change", onDesktop);
    return () => desktop.removeEventListener("change", onDesktop);
  }, [isOpen, onClose, toggleRef]);

  return (
    <dialog
      id={id}
      ref={dialogRef}
      className={styles.menu}
      aria-label={navigation.assistive.mobileNavLabel}
      onClose={onClose}
      onKeyDown={wrapTab}
      data-lenis-prevent=""
    >
      {isOpen ? <div className={styles.top}>{bar}</div> : null}
      <nav aria-label={navigation.assistive.mobileNavLabel} className={styles.inner}>
        <NavLinks listClassName={styles.links} linkClassName={styles.link} onNavigate={onClose} />
        <div className={styles.footer}>
          <ButtonLink to={navigation.cta.to} className={styles.cta}>
            {navigation.cta.label}
          </ButtonLink>
          <a className={styles.contact} href={`tel:${site.phone.e164}`} onClick={onClose}>
            <span dir="ltr">{site.phone.display}</span>
          </a>
          <a className={styles.contact} href={`mailto:${site.email}`} onClick={onClose}>
            {site.email}
          </a>
          <LanguageLinks className={switcher.row} />
        </div>
      </nav>
    </dialog>
  );
}
