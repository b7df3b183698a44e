import { NavLink } from "react-router";

/** One link of a navigation list. */
export interface NavItem {
  id: string;
  label: string;
  to: string;
}

export interface NavLinksProps {
  items: NavItem[];
  listClassName?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The main navigation items; the current page's link gets `aria-current="page"` from NavLink. */
export function NavLinks({ items, listClassName, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
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
