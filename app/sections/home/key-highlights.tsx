import { Carousel } from "~/components/ui/carousel";
import { Phrases } from "~/components/ui/phrases";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import type { Content } from "~/content/schema/registry";
import { useContent } from "~/content/use-content";
import { twoDigits } from "~/lib/format";
import styles from "./key-highlights.module.css";

/** Key Highlights: six cards in a strip that moves one card (its width plus the 30 px gap) per click. */
export function KeyHighlights() {
  const highlights = useContent("home/key-highlights");
  return (
    <Section className={styles.section} innerClassName={styles.inner}>
      <SectionHeading headline={highlights} />
      <Carousel
        label={highlights.stripLabel}
        items={highlights.items}
        getKey={(card) => card.id}
        renderSlide={(card, index) => <Highlight card={card} index={index} />}
        prevLabel={highlights.prevLabel}
        nextLabel={highlights.nextLabel}
        look="strip"
        options={{ align: "start" }}
        trackClassName={styles.track}
        slideClassName={styles.slide}
      />
    </Section>
  );
}

type HighlightCard = Content<"home/key-highlights">["items"][number];

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
      <h3>
        <Phrases>{card.heading}</Phrases>
      </h3>
      <p>{card.text}</p>
    </article>
  );
}
