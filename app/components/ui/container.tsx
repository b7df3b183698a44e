import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import styles from "./container.module.css";

export interface ContainerProps {
  children: ReactNode;
  isNarrow?: boolean;
  className?: string;
}

/** Centres content at the site's reading width with the responsive gutter. */
export function Container({ children, isNarrow = false, className }: ContainerProps) {
  const classes = cx(styles.container, isNarrow && styles.narrow, className);
  return <div className={classes}>{children}</div>;
}
