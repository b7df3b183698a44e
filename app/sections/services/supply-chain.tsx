import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesSupplyChain } from "~/content/services";
import { FeatureSplit } from "~/sections/shared/feature-split";
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
        <div className={styles.blocks}>
          {servicesSupplyChain.blocks.map((block, index) => {
            const isImageStart = index % 2 === 0;
            return (
              <FeatureSplit
                key={block.id}
                image={block.image}
                imageSide={isImageStart ? "start" : "end"}
                reveal={isImageStart ? "fade-right" : "fade-left"}
              >
                <p className={styles.category}>{block.category}</p>
                <h3 className={styles.blockHeading}>{block.heading}</h3>
                <p className={styles.blockSub}>{block.subheading}</p>
                <dl className={styles.points}>
                  {block.points.map((point) => (
                    <div key={point.heading} className={styles.point}>
                      <dt className={styles.pointHeading}>{point.heading}</dt>
                      <dd className={styles.pointText}>{point.text}</dd>
                    </div>
                  ))}
                </dl>
              </FeatureSplit>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
