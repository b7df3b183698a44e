import { useCatalogue } from "./catalogue";
import { CategorySection } from "./category-section";

/** One section per category, each carrying its anchor id (`/product#cookware` lands on it). */
export function CategorySections() {
  return (
    <>
      {useCatalogue().map(({ category, products }, index) => (
        <CategorySection key={category.id} category={category} products={products} index={index} />
      ))}
    </>
  );
}
