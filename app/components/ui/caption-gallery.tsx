import { useId, useState } from "react";
import type { ImageAsset } from "~/content/types";
import { twoDigits } from "~/lib/format";
import styles from "./caption-gallery.module.css";
import { Carousel } from "./carousel";
import { ContentImage } from "./content-image";
import { LineIcon } from "./line-icon";
import { LocalLink } from "./local-link";

export interface CaptionGalleryItem {
  id: string;
  heading: string;
  subheading: string;
  image: ImageAsset;
  /** Optional link shown as an icon in the caption; `label` is its accessible name. */
  link?: { to: string; label: string };
  /** Optional links in words under the text (the products a panel names, to their pages). */
  links?: readonly { to: string; label: string }[];
}

export interface CaptionGalleryProps {
  label: string;
  items: readonly CaptionGalleryItem[];
  prevLabel: string;
  nextLabel: string;
  /** Accessible name of a panel's toggle, e.g. (heading) => `Show details: ${heading}`. */
  toggleLabel: (heading: string) => string;
}

/**
 * Image panels whose captions open on hover, click or focus (wider than 1024 px), and a one-at-a-time
 * carousel with every caption shown (1024 px and narrower). Without JavaScript all captions show.
 */
export function CaptionGallery({
  label,
  items,
  prevLabel,
  nextLabel,
  toggleLabel,
}: CaptionGalleryProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <Carousel
      label={label}
      items={items}
      getKey={(item) => item.id}
      prevLabel={prevLabel}
      nextLabel={nextLabel}
      wide="row"
      options={{ loop: true }}
      isCounted
      trackClassName={styles.track}
      slideClassName={styles.slide}
      renderSlide={(item, index) => {
        const isOpen = openId === item.id;
        const captionId = `${baseId}-${item.id}`;
        return (
          <article
            className={styles.panel}
            data-open={isOpen ? "" : undefined}
            onMouseEnter={() => setOpenId(item.id)}
            onMouseLeave={() => setOpenId(null)}
            onFocus={() => setOpenId(item.id)}
            onBlur={(event) => {
              if (event.currentTarget.contains(event.relatedTarget)) return;
              setOpenId((current) => (current === item.id ? null : current));
            }}
          >
            <div className={styles.media}>
              <ContentImage image={item.image} className={styles.image} />
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={isOpen}
                aria-controls={captionId}
                onClick={() => setOpenId(item.id)}
              >
                <span className="visually-hidden">{toggleLabel(item.heading)}</span>
              </button>
            </div>
            <div className={styles.caption} id={captionId}>
              <span className={styles.number}>{twoDigits(index + 1)}</span>
              <h3 className={styles.heading}>{item.heading}</h3>
              <p className={styles.subheading}>{item.subheading}</p>
              {item.links?.length ? (
                <ul className={styles.links}>
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <LocalLink to={link.to}>{link.label}</LocalLink>
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.link ? (
                <LocalLink className={styles.link} to={item.link.to} aria-label={item.link.label}>
                  <LineIcon path="M7 17L17 7M9 7h8v8" />
                </LocalLink>
              ) : null}
            </div>
          </article>
        );
      }}
    />
  );
}
