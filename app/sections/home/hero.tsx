import { ButtonLink } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import styles from "./hero.module.css";
import { HeroMedia } from "./hero-media";

/** The home page's opening: the headline (the page's `h1`), the promise and the first calls to action. */
export function Hero() {
  const hero = useContent("home/hero");
  return (
    // Tests find the hero by its heading's id.
    <Section
      className={styles.hero}
      titleId="hero-title"
      innerClassName={styles.inner}
      backdrop={<HeroMedia />}
    >
      <SectionTitle as="h1" className={styles.title}>
        <span className={styles.kicker}>{hero.kicker}</span>
        <span className={styles.headline}>{hero.heading}</span>
      </SectionTitle>
      <p className={styles.subline}>{hero.subline}</p>
      <div className={styles.actions}>
        <ButtonLink to={hero.cta.to}>{hero.cta.label}</ButtonLink>
        <ButtonLink to={hero.secondaryCta.to} variant="on-dark">
          {hero.secondaryCta.label}
        </ButtonLink>
      </div>
      <dl className={styles.facts}>
        {hero.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
