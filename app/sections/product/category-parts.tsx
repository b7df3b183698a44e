import { ButtonLink } from "~/components/ui/button";
import { useContent } from "~/content/use-content";
import { cx } from "~/lib/cx";
import type { Category } from "./catalogue";
import styles from "./product.module.css";

export interface CategoryOutputProps {
  category: Category;
  className?: string;
}

/** A category's stated production capacity (its figure and what it counts); nothing when none. */
export function CategoryOutput({ category, className }: CategoryOutputProps) {
  const text = useContent("product/category-sections");
  if (!category.output) return null;
  return (
    <p className={cx(styles.output, className)}>
      <span className={styles.outputEyebrow}>{text.outputEyebrow}</span>
      <span className={styles.outputValue}>{category.output.value}</span>
      <span className={styles.outputLabel}>{category.output.label}</span>
    </p>
  );
}

/** What a category without products shows instead of them: the way to ask for such parts. */
export function EmptyCategory() {
  const text = useContent("product/category-sections");
  return (
    <div className={styles.empty}>
      <p>{text.emptyText}</p>
      <ButtonLink to={text.emptyCta.to}>{text.emptyCta.label}</ButtonLink>
    </div>
  );
}
