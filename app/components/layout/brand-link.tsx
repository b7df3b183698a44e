import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { layoutText } from "~/content/navigation";
import { site } from "~/site";

export interface BrandLinkProps {
  className?: string;
}

/** The logo and company name, linking home (named "<company> home" for assistive technology). */
export function BrandLink({ className }: BrandLinkProps) {
  return (
    <Link to="/" className={className} aria-label={`${site.name} ${layoutText.homeLinkLabel}`}>
      <Logo name={site.name} />
    </Link>
  );
}
