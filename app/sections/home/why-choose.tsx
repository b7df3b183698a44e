import { useId, useState } from "react";
import { Carousel } from "~/components/ui/carousel";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { Phrases } from "~/components/ui/phrases";
import { SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { fillTemplate } from "~/lib/fill-template";
import styles from "./why-choose.module.css";
import { WhyDots } from "./why-dots";

/** Autoplay delay between slides, in ms. */
export const AUTOPLAY_DELAY_MS = 5000;

/**
 * Why Choose: five slides, looped and centred (one per view, two from 640 px), playing by themselves
 * (paused on hover, focus, a resize and by the visitor). Click a slide or a dot to go to it; drags
 * start after 5 px, so a tap is never read as a drag.
 */
export function WhyChoose() {
  const whyChoose = useContent("home/why-choose");
  const titleId = useId();
  const slides = whyChoose.items;
  const [isPaused, setPaused] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Container className={styles.inner}>
        <SectionHeading id={titleId} headline={whyChoose} align="center" />
      </Container>
      <Carousel
        label={whyChoose.carouselLabel}
        items={slides}
        getKey={(slide) => slide.id}
        renderSlide={(slide) => (
          <article className={styles.card}>
            <ContentImage image={slide.image} className={styles.image} />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <Phrases>{slide.heading}</Phrases>
              </h3>
              <p className={styles.desc}>{slide.text}</p>
            </div>
          </article>
        )}
        options={{ loop: true, align: "center", dragThreshold: 5 }}
        autoplay={{
          delay: AUTOPLAY_DELAY_MS,
          stopOnMouseEnter: true,
          stopOnInteraction: false,
          // Hover anywhere in the carousel (the dots too), not only over the slides.
          rootNode: (frame) => frame.parentElement ?? frame,
        }}
        isPaused={isPaused}
        isClickToSelect
        className={styles.carousel}
        trackClassName={styles.track}
        slideClassName={styles.slide}
        controls={(view) => (
          <>
            <WhyDots
              titles={slides.map((slide) => slide.heading)}
              selected={view.selected}
              onSelect={(index) => {
                view.goTo(index);
                setAnnouncement(
                  fillTemplate(whyChoose.slideNews, {
                    n: index + 1,
                    count: slides.length,
                    name: slides[index]?.heading ?? "",
                  }),
                );
              }}
              dotLabel={whyChoose.dotLabel}
              pause={
                view.canPlay
                  ? {
                      isPaused,
                      onToggle: () => setPaused(!isPaused),
                      pauseLabel: whyChoose.pauseLabel,
                      playLabel: whyChoose.playLabel,
                    }
                  : undefined
              }
            />
            <p className="visually-hidden" aria-live="polite">
              {announcement}
            </p>
          </>
        )}
      />
    </section>
  );
}
