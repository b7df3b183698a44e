import type { Category, Product } from "~/content/catalogue";
import { useCatalogueData } from "~/content/use-content";

export type { Category, Product };

/** A category with the products the page's loader picked for it. */
export interface CatalogueEntry {
  category: Category;
  products: Product[];
}

/** The categories the page's loader picked, in their order, each with its picked products. */
export function useCatalogue(): CatalogueEntry[] {
  const { categories, products } = useCatalogueData();
  return categories.map((category) => ({
    category,
    products: products.filter((product) => product.category === category.id),
  }));
}

/** A category's section on the product categories page: `/product#drinkware`. */
export const categorySectionHref = (category: Category): string => `/product#${category.id}`;
