import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { homeHero } from "~/content/home";
import styles from "./hero.module.css";
import { HeroMedia } from "./hero-media";

/** The home page's opening: the headline (the page's `h1`), the promise and the first calls to action. */
export function Hero() {
  const [kicker, headline] = homeHero.headlineLines;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <HeroMedia />
      <Container className={styles.inner}>
        <h1 id="hero-title" className={styles.title}>
          <span className={styles.kicker}>{kicker}</span>
          <span className={styles.headline}>{headline}</span>
        </h1>
        <p className={styles.subline}>{homeHero.subline}</p>
        <div className={styles.actions}>
          <ButtonLink to={homeHero.cta.to}>{homeHero.cta.label}</ButtonLink>
          <ButtonLink to={homeHero.secondaryCta.to} variant="on-dark">
            {homeHero.secondaryCta.label}
          </ButtonLink>
        </div>
        <dl className={styles.facts}>
          {homeHero.facts.map((fact) => (
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
