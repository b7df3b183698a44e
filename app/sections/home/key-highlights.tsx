import { Container } from "~/components/ui/container";
import { ScrollStrip } from "~/components/ui/scroll-strip";
import { SectionHeading } from "~/components/ui/section-heading";
import { type HighlightCard, homeHighlights } from "~/content/home-company";
import { cardStep } from "~/lib/carousel-steps";
import styles from "./key-highlights.module.css";

/** Key Highlights: six cards in a strip that scrolls by one card width plus 30 px per click. */
export function KeyHighlights() {
  return (
    <section className={styles.section} aria-labelledby="highlights-title">
      <Container className={styles.inner}>
        <SectionHeading
          id="highlights-title"
          heading={homeHighlights.heading}
          subheading={homeHighlights.subheading}
        />
        <ScrollStrip
          label={homeHighlights.stripLabel}
          items={homeHighlights.cards}
          getKey={(card) => card.id}
          renderSlide={(card, index) => <Highlight card={card} index={index} />}
          prevLabel={homeHighlights.prevLabel}
          nextLabel={homeHighlights.nextLabel}
          step={(track) => cardStep(track)}
          trackClassName={styles.track}
          slideClassName={styles.slide}
        />
      </Container>
    </section>
  );
}

interface HighlightProps {
  card: HighlightCard;
  index: number;
}

function Highlight({ card, index }: HighlightProps) {
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <img src={card.icon} alt="" width={48} height={48} className={styles.icon} loading="lazy" />
        <span className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
      </div>
      <h3 className={styles.heading}>{card.heading}</h3>
      <p className={styles.text}>{card.subHeading}</p>
    </article>
  );
}
