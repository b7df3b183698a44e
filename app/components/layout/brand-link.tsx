import { LocalLink } from "~/components/ui/local-link";
import { Logo } from "~/components/ui/logo";
import { useSite } from "~/content/site";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";

export interface BrandLinkProps {
  className?: string;
}

/** The logo and company name, linking home (named "<company> home" for assistive technology). */
export function BrandLink({ className }: BrandLinkProps) {
  const site = useSite();
  const navigation = useContent("layout/navigation");
  return (
    <LocalLink
      to="/"
      className={className}
      aria-label={fillTemplate(navigation.assistive.homeLinkLabel, { company: site.name })}
    >
      <Logo name={site.name} />
    </LocalLink>
  );
}
