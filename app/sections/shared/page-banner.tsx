import { Link } from "react-router";
import { BlueprintBackdrop } from "~/components/ui/blueprint-backdrop";
import { Container } from "~/components/ui/container";
import type { Content } from "~/content/schema/registry";
import navigation from "~content/layout/navigation.yml";
import styles from "./page-banner.module.css";

export interface PageBannerProps {
  /** The `banner` of the page's `page.yml`. */
  content: Content<"services/page">["banner"];
}

const home = navigation.items[0];

/** The dark title band at the top of every inner page, holding the page's only `h1`. */
export function PageBanner({ content }: PageBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      <BlueprintBackdrop variant="banner" />
      <Container className={styles.inner}>
        <nav aria-label={navigation.assistive.breadcrumbLabel} className={styles.crumbs}>
          <ol>
            {home ? (
              <li>
                <Link to={home.to}>{home.label}</Link>
              </li>
            ) : null}
            <li aria-current="page">{content.crumb}</li>
          </ol>
        </nav>
        <h1 id="page-title" className={styles.heading}>
          {content.heading}
        </h1>
        {content.subheading ? <p className={styles.subheading}>{content.subheading}</p> : null}
      </Container>
    </section>
  );
}
