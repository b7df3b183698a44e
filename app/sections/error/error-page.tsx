import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { mainNav } from "~/content/navigation";
import { errorPage } from "~/content/pages/error";
import styles from "./error-page.module.css";

export interface ErrorPageProps {
  /** The status text ('Not Found') or the error's message. */
  detail: string;
}

/** The fallback for unknown paths and unexpected errors, with ways back into the site. */
export function ErrorPage({ detail }: ErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <Container isNarrow>
        <h1 id="error-heading" className={styles.heading}>
          {errorPage.heading}
        </h1>
        <p className={styles.detail}>{detail}</p>
        <p className={styles.help}>{errorPage.help}</p>
        <ul className={styles.links}>
          {mainNav.slice(1).map((item) => (
            <li key={item.id}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
        <ButtonLink to="/">{errorPage.homeLink}</ButtonLink>
      </Container>
    </section>
  );
}
