import { BlueprintBackdrop } from "~/components/ui/blueprint-backdrop";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { LinkItem } from "~/content/types";
import styles from "./inquiry-band.module.css";

export interface InquiryBandProps {
  heading: string;
  text: string;
  cta: LinkItem;
}

/** The closing call to action of an inner page: a dark band leading to the inquiry form. */
export function InquiryBand({ heading, text, cta }: InquiryBandProps) {
  return (
    <section className={styles.band} aria-labelledby="inquiry-band-title">
      <BlueprintBackdrop variant="banner" />
      <Container className={styles.inner}>
        <div className={styles.text}>
          <h2 id="inquiry-band-title" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.body}>{text}</p>
        </div>
        <ButtonLink to={cta.to}>{cta.label}</ButtonLink>
      </Container>
    </section>
  );
}
