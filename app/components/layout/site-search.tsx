import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useContent } from "~/content/use-content";
import { cx } from "~/lib/cx";
import { SearchIcon } from "./search-icon";
import styles from "./site-search.module.css";

const OPEN_EVENT = "site-search:open";
const loadDialog = () => import("./search-dialog");
// Offline before the first open: a message, not the page's error fallback.
const SearchDialog = lazy(() => loadDialog().catch(() => ({ default: SearchUnavailable })));

/** Fetches the search's code as a visitor reaches for an opener, so the click opens it at once. */
export function preloadSearch(): void {
  loadDialog().catch(() => {}); // offline: opening tries again, and says so
}

/** Opens the search from anywhere on the page (the products page's box). */
export function openSiteSearch(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** False in the prerendered HTML and while hydrating, then true: a browser that runs scripts. */
export function useIsHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}

/** An opener's attributes: unseen and out of reach until scripts run, its place kept meanwhile. */
export function openerProps(isHydrated: boolean) {
  return {
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-hidden": isHydrated ? undefined : true,
    tabIndex: isHydrated ? undefined : -1,
    "data-ready": isHydrated ? "" : undefined,
    onClick: openSiteSearch,
    onPointerEnter: preloadSearch,
    onFocus: preloadSearch,
  };
}

/**
 * The product search's button in the menu bar, and the search itself once opened. Its code and
 * the index load only then (search-dialog.tsx); without scripts there is no search, and the
 * button's place is kept empty, so nothing moves when it appears.
 */
export function SiteSearch({ className }: { className?: string }) {
  const { label } = useContent("layout/search");
  const isHydrated = useIsHydrated();
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const open = () => {
      if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);
  // Back to the control that opened it once closed (after the dialog left the page).
  useEffect(() => {
    if (!isOpen && opener.current?.isConnected) opener.current.focus();
    if (!isOpen) opener.current = null;
  }, [isOpen]);

  return (
    <>
      <button className={cx(styles.opener, className)} {...openerProps(isHydrated)}>
        <SearchIcon />
        <span className="visually-hidden">{label}</span>
      </button>
      {isOpen ? (
        <Suspense>
          <SearchDialog
            onClose={(isLeaving) => {
              if (isLeaving) opener.current = null;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The search's own code did not arrive (offline): says so, in a dialog that closes as the search does. */
function SearchUnavailable({ onClose }: { onClose: (isLeaving: boolean) => void }) {
  const { failed, close } = useContent("layout/search");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} className={styles.unavailable} onClose={() => onClose(false)}>
      <p role="alert">{failed}</p>
      <button type="button" onClick={() => dialog.current?.close()}>
        {close}
      </button>
    </dialog>
  );
}
