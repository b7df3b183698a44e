import type { ReactNode } from "react";
import { BlueprintBackdrop } from "~/components/ui/blueprint-backdrop";
import { LocalLink } from "~/components/ui/local-link";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import type { Content } from "~/content/schema/registry";
import { useContent } from "~/content/use-content";
import { cx } from "~/lib/cx";
import styles from "./page-banner.module.css";

export interface PageBannerProps {
  /** The `banner` of the page's `page.yml`. */
  content: Content<"services/page">["banner"];
  /** Steps of the trail between Home and this page (a product page: its categories page). */
  trail?: readonly { label: string; to: string }[];
  /** A shorter band, for pages whose own content should show above the fold (a product). */
  isCompact?: boolean;
  /** Shown under the heading (the product pages' catalogue download). */
  children?: ReactNode;
}

/** The dark title band at the top of every inner page, holding the page's only `h1`. */
export function PageBanner({ content, trail = [], isCompact = false, children }: PageBannerProps) {
  const navigation = useContent("layout/navigation");
  const home = navigation.items[0];
  return (
    // The contrast test finds the banner by its heading's id.
    <Section
      className={cx(styles.banner, isCompact && styles.compact)}
      titleId="page-title"
      innerClassName={styles.inner}
      backdrop={<BlueprintBackdrop />}
    >
      <nav aria-label={navigation.assistive.breadcrumbLabel} className={styles.crumbs}>
        <ol>
          {home ? (
            <li>
              <LocalLink to={home.to}>{home.label}</LocalLink>
            </li>
          ) : null}
          {trail.map((step) => (
            <li key={step.to}>
              <LocalLink to={step.to}>{step.label}</LocalLink>
            </li>
          ))}
          <li aria-current="page">{content.crumb}</li>
        </ol>
      </nav>
      <SectionTitle as="h1" className={styles.heading}>
        {content.heading}
      </SectionTitle>
      {content.subheading ? <p className={styles.subheading}>{content.subheading}</p> : null}
      {children}
    </Section>
  );
}
