import type { ProductCategoryId } from "~/content/schema/product";
import type { Content } from "~/content/schema/registry";
import cookware from "~content/product/categories/cookware.yml";
import drinkware from "~content/product/categories/drinkware.yml";
import kitchenGadgets from "~content/product/categories/kitchen-gadgets.yml";
import toys from "~content/product/categories/toys.yml";
import categories from "~content/product/categories.yml";

export type ProductCategory = Content<"product/categories">["items"][number];
/** A category's products file: its gallery picture, its stated capacity and its products. */
export type CategoryProducts = Content<"product/categories/drinkware">;
export type Product = CategoryProducts["items"][number];

/** Each category's products file, by the category's id (the schema allows no other ids). */
const productsOf: Record<ProductCategoryId, CategoryProducts> = {
  drinkware,
  cookware,
  toys,
  "kitchen-gadgets": kitchenGadgets,
};

/** The categories in the order `content/product/categories.yml` lists them, each with its products. */
export const catalogue = categories.items.map((category) => ({
  category,
  products: productsOf[category.id],
}));

/** Link to a category's section on the product page. */
export function categoryHref(category: ProductCategory): string {
  return `/product#${category.id}`;
}
