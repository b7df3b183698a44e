import { PostalAddress } from "~/components/layout/postal-address";
import { Container } from "~/components/ui/container";
import { useSite } from "~/content/site";
import { useContent } from "~/content/use-content";
import { env } from "~/lib/env";
import { absoluteUrl } from "~/lib/env-contract";
import { localePath } from "~/lib/locales";
import styles from "./spec-sheet-contact.module.css";

export interface SpecSheetContactProps {
  /** The page's address without its language (`/product/drinkware/tumblers`). */
  path: string;
}

/**
 * What a printed product page ends with, in place of the footer: the page's web address and how
 * to reach the company. Printed only: on screen the footer says it.
 */
export function SpecSheetContact({ path }: SpecSheetContactProps) {
  const site = useSite();
  const contact = useContent("contact/contact-details");
  const url = absoluteUrl(localePath(site.locale, path), env.siteUrl);
  return (
    <Container className={styles.sheet}>
      <p className={styles.url} dir="ltr">
        {url}
      </p>
      <p className={styles.company}>
        <bdi>{site.legalName}</bdi>
      </p>
      <dl className={styles.rows}>
        <div>
          <dt>{contact.labels.phone}</dt>
          <dd dir="ltr">{site.phone.display}</dd>
        </div>
        <div>
          <dt>{contact.labels.email}</dt>
          <dd dir="ltr">{site.email}</dd>
        </div>
        <div>
          <dt>{contact.labels.address}</dt>
          <dd>
            <PostalAddress />
          </dd>
        </div>
      </dl>
    </Container>
  );
}
