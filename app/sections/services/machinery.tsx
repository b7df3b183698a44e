import { type RefObject, useEffect, useRef, useState } from "react";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { SectionHeading } from "~/components/ui/section-heading";
import { machines } from "~/content/machinery";
import { servicesMachinery } from "~/content/services";
import { hashTarget, scrollToElement } from "~/lib/scroll";
import { usePinnedStrip } from "~/lib/use-pinned-strip";
import styles from "./machinery.module.css";

/** The specification's pinned machinery scroll: from 1024 px wide, when motion is allowed. */
const PIN_MIN_WIDTH_PX = 1024;

/** How far the row must travel for its last card to come fully into view. */
function travel(track: HTMLElement): number {
  const viewport = track.parentElement;
  return viewport ? track.scrollWidth - viewport.clientWidth : 0;
}

/** Whether `usePinnedStrip` has pinned the section (it marks it with `data-pinned`). */
function useIsPinned(sectionRef: RefObject<HTMLElement | null>): boolean {
  const [isPinned, setPinned] = useState(false);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const update = () => setPinned("pinned" in section.dataset);
    const observer = new MutationObserver(update);
    observer.observe(section, { attributes: true, attributeFilter: ["data-pinned"] });
    update();
    return () => observer.disconnect();
  }, [sectionRef]);
  return isPinned;
}

/**
 * Pinning adds the row's travel to the page height above everything that follows. When GSAP arrives
 * after the page already started scrolling to a hash target further down (`/services#empowering`),
 * that scroll aimed at the old position: aim again, once.
 */
function useHashTargetAfterPin(sectionRef: RefObject<HTMLElement | null>, isPinned: boolean) {
  const hasRun = useRef(false);
  useEffect(() => {
    const section = sectionRef.current;
    if (!isPinned || hasRun.current || !section) return;
    hasRun.current = true;
    const target = hashTarget(window.location.hash);
    const isBelow =
      target && section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (target && isBelow && window.scrollY > 0) scrollToElement(target);
  }, [sectionRef, isPinned]);
}

/**
 * The eight machines. From 1024 px the section pins below the bar and the page scroll moves the row
 * sideways; narrower screens (and reduced motion) get a plain row that swipes and snaps.
 */
export function Machinery() {
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  usePinnedStrip({ sectionRef, trackRef, minWidth: PIN_MIN_WIDTH_PX, distance: travel });
  const isPinned = useIsPinned(sectionRef);
  useHashTargetAfterPin(sectionRef, isPinned);
  const count = String(machines.length).padStart(2, "0");

  // The wrapper is React's: GSAP wraps the pinned section in its own spacer, and React must never
  // have to remove a node whose parent it no longer knows (leaving the page would fail).
  return (
    <div className={styles.pinWrap}>
      <section ref={sectionRef} className={styles.machinery} aria-labelledby="machinery-title">
        <Container className={styles.layout}>
          <div className={styles.intro}>
            <SectionHeading
              id="machinery-title"
              eyebrow={servicesMachinery.eyebrow}
              heading={servicesMachinery.heading}
              subheading={servicesMachinery.subheading}
              tone="dark"
            />
          </div>
          <section
            className={styles.viewport}
            aria-label={servicesMachinery.listLabel}
            // A scrollable region must be reachable by keyboard; pinned, the page scroll moves it.
            tabIndex={isPinned ? -1 : 0}
          >
            <ul ref={trackRef} className={styles.track}>
              {machines.map((machine, index) => (
                <li key={machine.id} className={styles.card}>
                  <ContentImage image={machine.image} className={styles.image} />
                  <div className={styles.body}>
                    <span className={styles.count} aria-hidden="true">
                      {String(index + 1).padStart(2, "0")} / {count}
                    </span>
                    <h3 className={styles.title}>{machine.title}</h3>
                    <p className={styles.description}>{machine.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </Container>
      </section>
    </div>
  );
}
