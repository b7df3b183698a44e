import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { site } from "~/site";
import navigation from "~content/layout/navigation.yml";

export interface BrandLinkProps {
  className?: string;
}

/** The logo and company name, linking home (named "<company> home" for assistive technology). */
export function BrandLink({ className }: BrandLinkProps) {
  return (
    <Link
      to="/"
      className={className}
      aria-label={`${site.name} ${navigation.assistive.homeLinkLabel}`}
    >
      <Logo name={site.name} />
    </Link>
  );
}
