import { useCatalogue } from "./catalogue";
import { CategorySection } from "./category-section";

/** One section per category, each carrying its anchor id (`/product#cookware` lands on it). */
export function CategorySections() {
  return (
    <>
      {useCatalogue().map((entry, index) => (
        <CategorySection key={entry.category.id} {...entry} index={index} />
      ))}
    </>
  );
}
