import { Link, type LinkProps } from "react-router";
import { useLocale } from "~/content/use-content";
import { localePath } from "~/lib/locales";

/** React Router's `Link` to a site path as content writes it (`/services`), in the page's language. */
export function LocalLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={localePath(useLocale(), to)} {...props} />;
}
