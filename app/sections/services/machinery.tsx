import { useRef } from "react";
import { ContentImage } from "~/components/ui/content-image";
import { Phrases } from "~/components/ui/phrases";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { twoDigits } from "~/lib/format";
import { usePinnedStrip } from "~/lib/use-pinned-strip";
import styles from "./machinery.module.css";

/** How far the row must travel for its last card to come fully into view. */
function travel(track: HTMLElement): number {
  const viewport = track.parentElement;
  return viewport ? track.scrollWidth - viewport.clientWidth : 0;
}

/**
 * The eight machines. On wide screens the section pins below the bar and the page scroll moves the row
 * sideways; narrower screens (and reduced motion) get a plain row that swipes and snaps.
 */
export function Machinery() {
  const machinery = useContent("services/machinery");
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const isPinned = usePinnedStrip({ sectionRef, trackRef, travel });
  const count = twoDigits(machinery.items.length);

  // Where it pins, the section sticks in this box while the page scrolls through its extra height.
  return (
    <div className={styles.pin} data-pin-box="">
      <Section
        ref={sectionRef}
        className={styles.machinery}
        innerClassName={styles.layout}
        titleId="machinery-title"
        data-pinned={isPinned ? "" : undefined}
      >
        <div className={styles.intro}>
          <SectionHeading headline={machinery} tone="dark" />
        </div>
        <section
          className={styles.viewport}
          aria-label={machinery.listLabel}
          // A scrollable region must be reachable by keyboard; pinned, the page scroll moves it.
          tabIndex={isPinned ? -1 : 0}
        >
          <ul ref={trackRef} className={styles.track}>
            {machinery.items.map((machine, index) => (
              <li key={machine.id} className={styles.card}>
                <ContentImage image={machine.image} className={styles.image} />
                <div className={styles.body}>
                  <span className={styles.count} aria-hidden="true">
                    {twoDigits(index + 1)} / {count}
                  </span>
                  <h3 className={styles.title}>
                    <Phrases>{machine.heading}</Phrases>
                  </h3>
                  <p className={styles.description}>{machine.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </Section>
    </div>
  );
}
