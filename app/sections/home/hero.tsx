import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import hero from "~content/home/hero.yml";
import styles from "./hero.module.css";
import { HeroMedia } from "./hero-media";

/** The home page's opening: the headline (the page's `h1`), the promise and the first calls to action. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <HeroMedia />
      <Container className={styles.inner}>
        <h1 id="hero-title" className={styles.title}>
          <span className={styles.kicker}>{hero.kicker}</span>
          <span className={styles.headline}>{hero.heading}</span>
        </h1>
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
      </Container>
    </section>
  );
}
