import { ButtonLink } from "~/components/ui/button";
import { LocalLink } from "~/components/ui/local-link";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./error-page.module.css";

export interface ErrorPageProps {
  /** The status text ('Not Found') or the error's message. */
  detail: string;
}

/** The fallback for unknown paths and unexpected errors, with ways back into the site. */
export function ErrorPage({ detail }: ErrorPageProps) {
  const errorPage = useContent("error/page");
  const navigation = useContent("layout/navigation");
  return (
    <Section className={styles.page} isNarrow>
      <SectionTitle as="h1" className={styles.heading}>
        {errorPage.heading}
      </SectionTitle>
      <p className={styles.detail}>{detail}</p>
      <p className={styles.help}>{errorPage.text}</p>
      <ul className={styles.links}>
        {navigation.items.slice(1).map((item) => (
          <li key={item.id}>
            <LocalLink to={item.to}>{item.label}</LocalLink>
          </li>
        ))}
      </ul>
      <ButtonLink to={errorPage.cta.to}>{errorPage.cta.label}</ButtonLink>
    </Section>
  );
}
