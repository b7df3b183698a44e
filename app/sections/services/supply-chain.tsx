import { Section, SectionHeading } from "~/components/ui/section-heading";
import { useContent } from "~/content/use-content";
import { AlternatingSplits } from "~/sections/shared/alternating-splits";
import styles from "./services.module.css";

/** Logistics, production and market reach: picture and text blocks that alternate sides. */
export function SupplyChain() {
  const supplyChain = useContent("services/supply-chain");
  return (
    <Section className={styles.section} innerClassName={styles.stack}>
      <SectionHeading headline={supplyChain} />
      <AlternatingSplits blocks={supplyChain.items} categoryOf={(block) => block.eyebrow}>
        {(block) => (
          <>
            <p className={styles.blockSub}>{block.subheading}</p>
            <dl className={styles.points}>
              {block.items.map((point) => (
                <div key={point.heading} className={styles.point}>
                  <dt className={styles.pointHeading}>{point.heading}</dt>
                  <dd className={styles.pointText}>{point.text}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </AlternatingSplits>
    </Section>
  );
}
