import type { ReactNode } from "react";
import type { ImageAsset } from "~/content/types";
import styles from "./alternating-splits.module.css";
import { FeatureSplit } from "./feature-split";

/** What every block brings: an id, its picture and its heading. */
export interface SplitBlock {
  id: string;
  image: ImageAsset;
  heading: string;
}

export interface AlternatingSplitsProps<T extends SplitBlock> {
  blocks: readonly T[];
  /** The small accent line above a block's heading. */
  categoryOf: (block: T) => string | undefined;
  /** The rest of a block's text column, under its category and heading. */
  children: (block: T) => ReactNode;
}

/** Picture-and-text blocks whose pictures swap sides from one block to the next. */
export function AlternatingSplits<T extends SplitBlock>({
  blocks,
  categoryOf,
  children,
}: AlternatingSplitsProps<T>) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        const isImageStart = index % 2 === 0;
        return (
          <FeatureSplit
            key={block.id}
            image={block.image}
            imageSide={isImageStart ? "start" : "end"}
            reveal={isImageStart ? "fade-right" : "fade-left"}
          >
            <p className={styles.category}>{categoryOf(block)}</p>
            <h3 className={styles.heading}>{block.heading}</h3>
            {children(block)}
          </FeatureSplit>
        );
      })}
    </div>
  );
}
