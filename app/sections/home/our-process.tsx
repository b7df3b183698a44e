import { useId, useRef } from "react";
import { Carousel } from "~/components/ui/carousel";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import type { Content } from "~/content/schema/registry";
import type { ImageAsset } from "~/content/types";
import { useContent } from "~/content/use-content";
import { twoDigits } from "~/lib/format";
import { usePinnedStrip } from "~/lib/use-pinned-strip";
import styles from "./our-process.module.css";

/** The strip travels until its last step stands where the first one started. */
function travel(track: HTMLElement): number {
  const left = (card: Element | null) => card?.getBoundingClientRect().left ?? 0;
  return left(track.lastElementChild) - left(track.firstElementChild);
}

/**
 * Our Process: above 1024 px (motion allowed) a pinned strip that the page scroll moves step by step;
 * at 1024 px and narrower one step at a time with wrap-around buttons; otherwise a plain grid.
 */
export function OurProcess() {
  const ourProcess = useContent("home/our-process");
  const steps = ourProcess.items;
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const isPinned = usePinnedStrip({
    sectionRef,
    trackRef,
    travel,
    snapSteps: steps.length - 1,
  });

  // Where it pins, the section sticks in this box while the page scrolls through its extra height.
  return (
    <div className={styles.pin} data-pin-box="">
      <section
        ref={sectionRef}
        className={styles.section}
        aria-labelledby={titleId}
        data-pinned={isPinned ? "" : undefined}
      >
        <Container className={styles.inner}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
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
  step: Content<"home/our-process">["items"][number];
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
