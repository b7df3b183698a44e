import { Container } from "~/components/ui/container";
import { ScrollStrip } from "~/components/ui/scroll-strip";
import { SectionHeading } from "~/components/ui/section-heading";
import { cardStep } from "~/lib/carousel-steps";
import { twoDigits } from "~/lib/format";
import highlights from "~content/home/key-highlights.yml";
import styles from "./key-highlights.module.css";

/** Key Highlights: six cards in a strip that scrolls by one card width plus 30 px per click. */
export function KeyHighlights() {
  return (
    <section className={styles.section} aria-labelledby="highlights-title">
      <Container className={styles.inner}>
        <SectionHeading
          id="highlights-title"
          heading={highlights.heading}
          subheading={highlights.subheading}
        />
        <ScrollStrip
          label={highlights.stripLabel}
          items={highlights.items}
          getKey={(card) => card.id}
          renderSlide={(card, index) => <Highlight card={card} index={index} />}
          prevLabel={highlights.prevLabel}
          nextLabel={highlights.nextLabel}
          step={(track) => cardStep(track)}
          trackClassName={styles.track}
          slideClassName={styles.slide}
        />
      </Container>
    </section>
  );
}

type HighlightCard = (typeof highlights.items)[number];

interface HighlightProps {
  card: HighlightCard;
  index: number;
}

function Highlight({ card, index }: HighlightProps) {
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        {/* Decorative: the heading says it all, so screen readers skip the drawing. */}
        <img
          src={card.icon.src}
          alt=""
          width={card.icon.width}
          height={card.icon.height}
          className={styles.icon}
          loading="lazy"
        />
        <span className={styles.number} aria-hidden="true">
          {twoDigits(index + 1)}
        </span>
      </div>
      <h3 className={styles.heading}>{card.heading}</h3>
      <p className={styles.text}>{card.text}</p>
    </article>
  );
}
