import { BlueprintBackdrop } from "~/components/ui/blueprint-backdrop";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionTitle } from "~/components/ui/section-heading";
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
    <Section className={styles.band} innerClassName={styles.inner} backdrop={<BlueprintBackdrop />}>
      <div className={styles.text}>
        <SectionTitle className={styles.heading}>{heading}</SectionTitle>
        <p className={styles.body}>{text}</p>
      </div>
      <ButtonLink to={cta.to}>{cta.label}</ButtonLink>
    </Section>
  );
}
