import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useContent } from "~/content/use-content";
import { useNavTone } from "~/lib/use-nav-tone";
import { BrandLink } from "./brand-link";
import { LanguageMenu } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { QuoteEntry } from "./quote-entry";
import styles from "./site-header.module.css";
import { SiteSearch } from "./site-search";

const MENU_ID = "mobile-menu";

/** The fixed top bar: logo, main links and the contact button; a menu button at 1024 px and below. */
export function SiteHeader() {
  const { assistive, cta } = useContent("layout/navigation");
  const tone = useNavTone();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Any navigation (a menu link, the contact button, back) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation.
  useEffect(closeMenu, [key]);

  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      className={styles.toggle}
      aria-expanded={isMenuOpen}
      aria-controls={MENU_ID}
      onClick={() => setMenuOpen(!isMenuOpen)}
    >
      <span className="visually-hidden">
        {isMenuOpen ? assistive.closeMenu : assistive.openMenu}
      </span>
      <span className={styles.burger} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  );

  // While the menu is open the page behind it, this bar included, is out of reach: the menu shows
  // its own copy of the bar, and the button moves there.
  return (
    <header className={styles.header} data-site-header="" data-tone={tone}>
      <div className={styles.bar}>
        <BrandLink className={styles.brand} />
        <nav className={styles.desktopNav} aria-label={assistive.mainNavLabel}>
          <NavLinks listClassName={styles.links} linkClassName={styles.link} />
        </nav>
        <LanguageMenu />
        <SiteSearch />
        <QuoteEntry />
        <ButtonLink to={cta.to} className={styles.cta}>
          {cta.label}
        </ButtonLink>
        {isMenuOpen ? null : toggle}
      </div>
      <MobileMenu
        id={MENU_ID}
        isOpen={isMenuOpen}
        bar={
          <div className={styles.bar}>
            <BrandLink className={styles.brand} />
            {toggle}
          </div>
        }
        toggleRef={toggleRef}
        onClose={closeMenu}
      />
    </header>
  );
}
