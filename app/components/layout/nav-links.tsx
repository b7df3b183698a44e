import { NavLink } from "react-router";
import { useContent, useLocale } from "~/content/use-content";
import { localePath } from "~/lib/locales";

export interface NavLinksProps {
  listClassName?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The main navigation items; the current page's link gets `aria-current="page"` from NavLink. */
export function NavLinks({ listClassName, linkClassName, onNavigate }: NavLinksProps) {
  const navigation = useContent("layout/navigation");
  const locale = useLocale();
  return (
    <ul className={listClassName}>
      {navigation.items.map((item) => (
        <li key={item.id}>
          <NavLink
            to={localePath(locale, item.to)}
            end={item.to === "/"}
            className={linkClassName}
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
