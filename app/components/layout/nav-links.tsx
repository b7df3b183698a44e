import { NavLink } from "react-router";
import navigation from "~content/layout/navigation.yml";

export interface NavLinksProps {
  listClassName?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The main navigation items; the current page's link gets `aria-current="page"` from NavLink. */
export function NavLinks({ listClassName, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={listClassName}>
      {navigation.items.map((item) => (
        <li key={item.id}>
          <NavLink
            to={item.to}
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
