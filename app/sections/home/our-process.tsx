import { useRef } from "react";
import { Carousel } from "~/components/ui/carousel";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import type { ImageAsset } from "~/content/types";
import { twoDigits } from "~/lib/format";
import { usePinnedStrip } from "~/lib/use-pinned-strip";
import ourProcess from "~content/home/our-process.yml";
import styles from "./our-process.module.css";

/** Space between two cards of the pinned strip (spec section 9: each step travels card + 400 px). */
export const PROCESS_GAP_PX = 400;
/** Keep in step with the `(min-width: 1025px)` strip layout in our-process.module.css. */
const PIN_MIN_WIDTH = 1025;
const steps = ourProcess.items;

/** How far the pinned strip travels: (first card width + 400 px) for each step after the first. */
export function processTravel(track: HTMLElement, count = steps.length): number {
  const first = track.firstElementChild;
  const width = first instanceof HTMLElement ? first.getBoundingClientRect().width : 0;
  return (width + PROCESS_GAP_PX) * (count - 1);
}

/**
 * Our Process: above 1024 px (motion allowed) a pinned strip that the page scroll moves step by step;
 * at 1024 px and narrower one step at a time with wrap-around buttons; otherwise a plain grid.
 */
export function OurProcess() {
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  usePinnedStrip({
    sectionRef,
    trackRef,
    minWidth: PIN_MIN_WIDTH,
    distance: processTravel,
    snapSteps: steps.length - 1,
  });

  // GSAP moves the pinned section into its spacer; React keeps owning this wrapper, so taking the
  // page down (a link to another page) never asks the DOM to remove a node that has moved. The
  // wrapper also holds the pin's scroll length until GSAP arrives, so nothing below it moves then
  // (an anchor such as #product-range stays where the browser put it).
  return (
    <div className={styles.pin}>
      <section ref={sectionRef} className={styles.section} aria-labelledby="process-title">
        <Container className={styles.inner}>
          <div className={styles.head}>
            <h2 id="process-title" className={styles.title}>
              {ourProcess.heading}
            </h2>
            <p className={styles.intro}>{ourProcess.subheading}</p>
          </div>
          <Carousel
            label={ourProcess.carouselLabel}
            items={steps}
            getKey={(step) => step.id}
            renderSlide={(step, index) => (
              <ProcessCard
                step={step}
                number={twoDigits(index + 1)}
                line={
                  index < steps.length - 1
                    ? ourProcess.connectors[index % ourProcess.connectors.length]
                    : undefined
                }
              />
            )}
            prevLabel={ourProcess.prevLabel}
            nextLabel={ourProcess.nextLabel}
            wide="row"
            options={{ loop: true }}
            isCounted
            tone="dark"
            trackRef={trackRef}
            className={styles.carousel}
            trackClassName={styles.track}
            slideClassName={styles.slide}
          />
        </Container>
        <ContentImage image={ourProcess.image} className={styles.bottom} sizes="100vw" />
      </section>
    </div>
  );
}

interface ProcessCardProps {
  step: (typeof steps)[number];
  /** Shown large, as text: '01'. */
  number: string;
  /** The decorative connector drawn towards the next card on wide screens. */
  line?: ImageAsset;
}

function ProcessCard({ step, number, line }: ProcessCardProps) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardHeading}>
        <span className={styles.number}>{number}</span> <span>{step.heading}</span>
      </h3>
      <p className={styles.cardText}>{step.text}</p>
      {line ? (
        <img
          className={styles.line}
          src={line.src}
          alt=""
          width={line.width}
          height={line.height}
          aria-hidden="true"
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </article>
  );
}
