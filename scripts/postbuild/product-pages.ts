import { PRODUCT_CATEGORY_IDS } from "../../app/content/schema/product.ts";
import { LOCALES, localePath } from "../../app/lib/locales.ts";
import { checkContent } from "../vite/content.ts";

/**
 * The address of every product's page in every language, from the products files as the build
 * checks them: an id that is not a path segment stops the build with the file and the field
 * (`content/product/categories/toys.yml: en.items.0.id: Use lower-case letters...`).
 */
export function productPagePaths(root = process.cwd()): string[] {
  const paths = PRODUCT_CATEGORY_IDS.flatMap((category) => {
    const file = checkContent(root, `product/categories/${category}`).en as {
      items: { id: string }[];
    };
    return file.items.map((item) => `/product/${category}/${item.id}`);
  });
  return LOCALES.flatMap((locale) => paths.map((path) => localePath(locale, path)));
}
