import { useId } from "react";
import { Container } from "~/components/ui/container";
import { LocalLink } from "~/components/ui/local-link";
import { useSite } from "~/content/site";
import { useContent } from "~/content/use-content";
import { BrandLink } from "./brand-link";
import { LanguageLinks } from "./language-switcher";
import switcher from "./language-switcher.module.css";
import { PostalAddress } from "./postal-address";
import styles from "./site-footer.module.css";

/** Blurb, company links, quick contact and social profiles, on every page. */
export function SiteFooter() {
  const site = useSite();
  const footer = useContent("layout/footer");
  const navigation = useContent("layout/navigation");
  const socials = [site.social.videoChannel, site.social.photos];
  const id = useId();
  const ids = { company: `${id}company`, contact: `${id}contact`, social: `${id}social` };
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.about}>
            <BrandLink className={styles.brand} />
            <p className={styles.blurb}>{site.blurb}</p>
            <PostalAddress className={styles.address} />
          </div>
          <nav aria-labelledby={ids.company} className={styles.column}>
            <h2 id={ids.company}>{footer.companyHeading}</h2>
            <ul>
              {[...navigation.items, { id: "contact", ...navigation.cta }].map((item) => (
                <li key={item.id}>
                  <LocalLink to={item.to}>{item.label}</LocalLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby={ids.contact} className={styles.column}>
            <h2 id={ids.contact}>{footer.contactHeading}</h2>
            <ul>
              <li>
                <LocalLink to={footer.cta.to}>{footer.cta.label}</LocalLink>
              </li>
              <li>
                <a href={`tel:${site.phone.e164}`}>
                  <span className="visually-hidden">{footer.callLabel} </span>
                  {/* Digit groups stay in order on right-to-left pages. */}
                  <span dir="ltr">{site.phone.display}</span>
                </a>
              </li>
              <li>
                <a href={`mailto:${site.email}`}>
                  <span className="visually-hidden">{footer.emailLabel} </span>
                  {site.email}
                </a>
              </li>
              <li className={styles.note}>{site.hours}</li>
            </ul>
          </section>
          <section aria-labelledby={ids.social} className={styles.column}>
            <h2 id={ids.social}>{footer.socialHeading}</h2>
            <ul>
              {socials.map((social) => (
                <li key={social.url}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer">
                    {social.label}
                    <span className="visually-hidden"> {footer.newTab}</span>
                    <span className={styles.external} aria-hidden="true">
                      ↗
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <nav aria-label={navigation.languageLabel} className={switcher.footer}>
          <LanguageLinks className={switcher.row} />
        </nav>
        <p className={styles.legal}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.legalName}{" "}
          {footer.copyright}
        </p>
      </Container>
    </footer>
  );
}
