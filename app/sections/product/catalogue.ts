import type { ProductCategoryId } from "~/content/schema/product";
import type { Content } from "~/content/schema/registry";
import { useContent } from "~/content/use-content";

export type ProductCategory = Content<"product/categories">["items"][number];
/** A category's products file: its gallery picture, its stated capacity and its products. */
export type CategoryProducts = Content<"product/categories/drinkware">;
export type Product = CategoryProducts["items"][number];

/** The categories in the order `content/product/categories.yml` lists them, each with its products. */
export function useCatalogue() {
  // Each category's products file, by the category's id (the schema allows no other ids).
  const productsOf: Record<ProductCategoryId, CategoryProducts> = {
    drinkware: useContent("product/categories/drinkware"),
    cookware: useContent("product/categories/cookware"),
    toys: useContent("product/categories/toys"),
    "kitchen-gadgets": useContent("product/categories/kitchen-gadgets"),
  };
  return useContent("product/categories").items.map((category) => ({
    category,
    products: productsOf[category.id],
  }));
}

/** Link to a category's section on the product page. */
export function categoryHref(category: ProductCategory): string {
  return `/product#${category.id}`;
}

/** Link to a product's own page: `/product/drinkware/tumblers`. */
export function productHref(categoryId: string, productId: string): string {
  return `/product/${categoryId}/${productId}`;
}

/** A product with its category and its category's products file, or undefined for unknown ids. */
export function useCatalogueProduct(categoryId: string | undefined, productId: string | undefined) {
  const entry = useCatalogue().find(({ category }) => category.id === categoryId);
  const product = entry?.products.items.find((item) => item.id === productId);
  return entry && product ? { ...entry, product } : undefined;
}
