import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesSupplyChain } from "~/content/services";
import { AlternatingSplits } from "~/sections/shared/alternating-splits";
import styles from "./services.module.css";

/** Logistics, production and market reach: picture and text blocks that alternate sides. */
export function SupplyChain() {
  return (
    <section className={styles.section} aria-labelledby="supply-chain-title">
      <Container className={styles.stack}>
        <SectionHeading
          id="supply-chain-title"
          eyebrow={servicesSupplyChain.eyebrow}
          heading={servicesSupplyChain.heading}
          subheading={servicesSupplyChain.subheading}
        />
        <AlternatingSplits
          blocks={servicesSupplyChain.blocks}
          categoryOf={(block) => block.category}
        >
          {(block) => (
            <>
              <p className={styles.blockSub}>{block.subheading}</p>
              <dl className={styles.points}>
                {block.points.map((point) => (
                  <div key={point.heading} className={styles.point}>
                    <dt className={styles.pointHeading}>{point.heading}</dt>
                    <dd className={styles.pointText}>{point.text}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </AlternatingSplits>
      </Container>
    </section>
  );
}
