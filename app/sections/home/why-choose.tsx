import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { SectionHeading } from "~/components/ui/section-heading";
import whyChoose from "~content/home/why-choose.yml";
import styles from "./why-choose.module.css";
import { WhyDots } from "./why-dots";
import type { WhyController, WhyState } from "./why-embla";

const slides = whyChoose.items;
const WhyEmbla = lazy(() => import("./why-embla"));
/** How close (px) the section may come to the window before Embla is fetched. */
const PRELOAD_MARGIN_PX = 800;
const INITIAL: WhyState = { selected: 0, isPlaying: false, isAllowed: false, isUserPaused: false };

/**
 * Why Choose: five slides, looped and centred (one per view, two from 640 px). Click a slide or a
 * dot to go to it; swipe with a 5 px threshold. The carousel itself (Embla and its autoplay rules)
 * arrives with `why-embla` when the section comes near; the markup here reads without it.
 */
export function WhyChoose() {
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [nodes, setNodes] = useState<{ root: HTMLElement; viewport: HTMLElement } | null>(null);
  const [controller, setController] = useState<WhyController | null>(null);
  const [state, setState] = useState(INITIAL);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNodes({ root, viewport });
      },
      { rootMargin: `${PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const goTo = (index: number) => {
    controller?.goTo(index);
    const slide = slides[index];
    if (slide) setAnnouncement(`${index + 1} of ${slides.length}: ${slide.heading}`);
  };
  const selected = state.selected;

  return (
    <section className={styles.section} aria-labelledby="why-title">
      <Container className={styles.inner}>
        <SectionHeading
          id="why-title"
          heading={whyChoose.heading}
          subheading={whyChoose.subheading}
          align="center"
        />
      </Container>
      <section
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={whyChoose.carouselLabel}
        ref={rootRef}
        data-autoplay={state.isPlaying ? "on" : "off"}
        data-ready={controller ? "" : undefined}
      >
        <div
          className={styles.viewport}
          ref={viewportRef}
          // Until the carousel takes over, the strip scrolls natively: keyboard users need to reach it.
          tabIndex={controller ? undefined : 0}
        >
          <div className={styles.container}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern makes each slide a named group.
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                data-index={index}
                data-current={index === selected ? "" : undefined}
              >
                <article className={styles.card}>
                  <ContentImage image={slide.image} className={styles.image} />
                  <div className={styles.body}>
                    <h3 className={styles.title}>{slide.heading}</h3>
                    <p className={styles.desc}>{slide.text}</p>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
        <WhyDots
          titles={slides.map((slide) => slide.heading)}
          selected={selected}
          onSelect={goTo}
          dotLabel={whyChoose.dotLabel}
          pause={
            state.isAllowed && controller
              ? {
                  isPaused: state.isUserPaused,
                  onToggle: controller.togglePause,
                  pauseLabel: whyChoose.pauseLabel,
                  playLabel: whyChoose.playLabel,
                }
              : undefined
          }
        />
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {nodes ? (
          <Suspense fallback={null}>
            <WhyEmbla
              viewport={nodes.viewport}
              root={nodes.root}
              onReady={setController}
              onState={setState}
            />
          </Suspense>
        ) : null}
      </section>
    </section>
  );
}
