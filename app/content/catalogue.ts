import type { CategoryFile, ProductFile } from "./schema/catalogue.ts";
import type { ImageAsset } from "./types.ts";

/**
 * The catalogue as pages receive it: categories and products composed from their files (the id
 * from the file's name, each picture with its description), visible ones only, in their order.
 */

type Pictures = "picture" | "pictureAlt" | "rangePicture" | "rangePictureAlt";

/** A category, in one language. */
export type Category = Omit<CategoryFile, Pictures> & {
  id: string;
  /** On the product page's gallery (and the home page's range, unless it has its own). */
  image: ImageAsset;
  /** On the home page's product range. */
  rangeImage: ImageAsset;
};

/** A product, in one language. */
export type Product = Omit<ProductFile, Pictures> & {
  id: string;
  /** Its category's id. */
  category: string;
  image: ImageAsset;
};

/** What a page's loader hands it of the catalogue: the categories, and the products it shows. */
export interface CatalogueData {
  categories: Category[];
  products: Product[];
}

/** The picture field pair as the page takes it; the content plugin resolves `src` to the built file. */
const picture = (src: string, alt: string) => ({ src, alt }) as unknown as ImageAsset;

/** A category file's words in one language, as a `Category`. */
export function composeCategory(id: string, file: CategoryFile): Category {
  const { picture: src, pictureAlt, rangePicture, rangePictureAlt, ...words } = file;
  return {
    id,
    ...words,
    image: picture(src, pictureAlt),
    rangeImage: picture(rangePicture ?? src, rangePictureAlt ?? pictureAlt),
  };
}

/** A product file's words in one language, as a `Product`. */
export function composeProduct(category: string, id: string, file: ProductFile): Product {
  const { picture: src, pictureAlt, ...words } = file;
  return { id, category, ...words, image: picture(src, pictureAlt) };
}

const byOrder = <T extends { order: number; id: string }>(a: T, b: T) =>
  a.order - b.order || a.id.localeCompare(b.id);

/**
 * What the site shows: categories and products not hidden, each in its order (ties by id), the
 * products grouped by their categories' order; a hidden category hides its products.
 */
export function arrangeCatalogue({ categories, products }: CatalogueData): CatalogueData {
  const shown = categories.filter((category) => !category.hidden).sort(byOrder);
  const rank = new Map(shown.map((category, index) => [category.id, index]));
  return {
    categories: shown,
    products: products
      .filter((product) => !product.hidden && rank.has(product.category))
      .sort((a, b) => (rank.get(a.category) ?? 0) - (rank.get(b.category) ?? 0) || byOrder(a, b)),
  };
}
