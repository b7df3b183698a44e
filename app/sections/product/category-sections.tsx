import { catalogue } from "~/content/catalogue";
import { productCategories } from "~/content/categories";
import { CategorySection } from "./category-section";

/** One section per category, each carrying its anchor id (`/product#cookware` lands on it). */
export function CategorySections() {
  return (
    <>
      {productCategories.map((category, index) => {
        const entry = catalogue.find((candidate) => candidate.categoryId === category.id);
        return entry ? (
          <CategorySection key={category.id} category={category} entry={entry} index={index} />
        ) : null;
      })}
    </>
  );
}
