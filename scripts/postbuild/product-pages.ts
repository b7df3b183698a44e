import { PRODUCT_CATEGORY_IDS } from "../../app/content/schema/product.ts";
import { checkContent } from "../vite/content.ts";

/**
 * Every product's category and id, from the products files as the build checks them: an id that
 * is not a path segment stops the build with the file and the field
 * (`content/product/categories/toys.yml: en.items.0.id: Use lower-case letters...`). The route
 * table (`app/routes.ts`) gives each its own route, so an unknown id is the not-found page.
 */
export function productIds(root = process.cwd()): { category: string; id: string }[] {
  return PRODUCT_CATEGORY_IDS.flatMap((category) => {
    const file = checkContent(root, `product/categories/${category}`).en as {
      items: { id: string }[];
    };
    return file.items.map((item) => ({ category, id: item.id }));
  });
}
