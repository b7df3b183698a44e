import type { EmblaCarouselType } from "embla-carousel";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Container } from "~/components/ui/container";
import { ContentImage } from "~/components/ui/content-image";
import { SectionHeading } from "~/components/ui/section-heading";
import { homeWhyChoose } from "~/content/home-range";
import { prefersReducedMotion } from "~/lib/scroll";
import { site } from "~/site";
import { useWhyAutoplay } from "./use-why-autoplay";
import styles from "./why-choose.module.css";
import { WhyDots } from "./why-dots";

const slides = homeWhyChoose.slides;
const WhyEmbla = lazy(() => import("./why-embla"));
/** How close (px) the section may come to the window before Embla is fetched. */
const PRELOAD_MARGIN_PX = 800;

/**
 * Why Choose: five slides, looped and centred (one per view, two from 640 px). Click a slide or a
 * dot to go to it; swipe with a 5 px threshold. Autoplay rules live in `useWhyAutoplay`.
 */
export function WhyChoose() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const player = useWhyAutoplay(api);

  // Fetch Embla once the section is near (the prerendered markup is readable until then).
  useEffect(() => {
    const node = viewportRef.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setViewport(node);
      },
      { rootMargin: `${PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!api) return;
    // A native scroll made before Embla arrived would offset its frame.
    api.rootNode().scrollLeft = 0;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // Embla swallows the click that ends a drag, so this only fires for real clicks.
    const onClick = (event: MouseEvent) => {
      const slide = (event.target as Element).closest<HTMLElement>("[data-index]");
      if (slide) api.scrollTo(Number(slide.dataset.index), prefersReducedMotion());
    };
    const container = api.containerNode();
    onSelect();
    api.on("select", onSelect);
    container.addEventListener("click", onClick);
    return () => {
      api.off("select", onSelect);
      container.removeEventListener("click", onClick);
    };
  }, [api]);

  const goTo = (index: number) => {
    api?.scrollTo(index, prefersReducedMotion());
    const slide = slides[index];
    if (slide) setAnnouncement(`${index + 1} of ${slides.length}: ${slide.title}`);
  };

  return (
    <section className={styles.section} aria-labelledby="why-title">
      <Container className={styles.inner}>
        <SectionHeading
          id="why-title"
          heading={`${homeWhyChoose.headingPrefix} ${site.name}`}
          subheading={homeWhyChoose.subheading}
          align="center"
        />
      </Container>
      <section
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={homeWhyChoose.carouselLabel}
        data-autoplay={player.isPlaying ? "on" : "off"}
        data-ready={api ? "" : undefined}
        {...player.rootHandlers}
      >
        <div className={styles.viewport} ref={viewportRef}>
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
                    <h3 className={styles.title}>{slide.title}</h3>
                    <p className={styles.desc}>{slide.desc}</p>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
        <WhyDots
          titles={slides.map((slide) => slide.title)}
          selected={selected}
          onSelect={goTo}
          dotLabel={homeWhyChoose.dotLabel}
          pause={
            player.isAllowed
              ? {
                  isPaused: player.isUserPaused,
                  onToggle: player.toggleUserPause,
                  pauseLabel: homeWhyChoose.pauseLabel,
                  playLabel: homeWhyChoose.playLabel,
                }
              : undefined
          }
        />
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {viewport ? (
          <Suspense fallback={null}>
            <WhyEmbla viewport={viewport} onApi={setApi} />
          </Suspense>
        ) : null}
      </section>
    </section>
  );
}
