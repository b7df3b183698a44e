import cookwareImage from "~/assets/illustrations/product/gallery-cookware.svg?no-inline";
import drinkwareImage from "~/assets/illustrations/product/gallery-drinkware.svg?no-inline";
import gadgetsImage from "~/assets/illustrations/product/gallery-kitchen-gadgets.svg?no-inline";
import toysImage from "~/assets/illustrations/product/gallery-toys.svg?no-inline";
import type { ImageAsset, Item } from "./types";

// Illustrations are imported `?no-inline`: Vite would otherwise inline these small SVGs as data URIs
// into the page's JavaScript and HTML, where lazy loading cannot defer them.

export interface ProductCategory extends Item {
  /** The anchor id of the category's section on /product. */
  anchor: string;
  subheading: string;
  description: string;
  /** The category's picture in the product page's gallery (portrait, 3:4). */
  image: ImageAsset;
}

/** The four product categories, in the order the site presents them. */
export const productCategories: ProductCategory[] = [
  {
    id: "drinkware",
    anchor: "drinkware",
    heading: "Drinkware",
    subheading: "Vacuum bottles, tumblers, bottles and refill jugs",
    description:
      "Double wall stainless steel vacuum bottles and tumblers in SS 304, and plastic bottles and glass refill jugs from 100 ml to 20 litres, finished to your brand.",
    image: {
      src: drinkwareImage,
      alt: "A stainless steel vacuum bottle with a carry loop beside a tumbler with a straw",
      width: 600,
      height: 800,
    },
  },
  {
    id: "cookware",
    anchor: "cookware",
    heading: "Cookware",
    subheading: "Press and forged, non-stick and ceramic",
    description:
      "Fry pans, griddles, sauce pans and dutch ovens, pressed or forged, with PTFE roller coating or spray-coated ceramic free from PFOA and PFAS.",
    image: {
      src: cookwareImage,
      alt: "A saffron dutch oven with a steel lid and side handles",
      width: 600,
      height: 800,
    },
  },
  {
    id: "toys",
    anchor: "toys",
    heading: "Toys",
    subheading: "Plastic toys, with electronics where you need them",
    description:
      "Plastic toys in PP and ABS, with electronics integrated, made to your design and capacity.",
    image: {
      src: toysImage,
      alt: "A plastic stacking ring toy with rings in saffron, steel and white",
      width: 600,
      height: 800,
    },
  },
  {
    id: "kitchen-gadgets",
    anchor: "kitchen-gadgets",
    heading: "Kitchen Gadgets",
    subheading: "Measuring jars, strainers, nylon tools, choppers",
    description:
      "Measuring jars, strainers, nylon tools and vegetable choppers in SS, Nylon, PP and TPE, with capacity customised to your programme.",
    image: {
      src: gadgetsImage,
      alt: "A measuring jug with a scale next to a slotted nylon spatula",
      width: 600,
      height: 800,
    },
  },
];

/** Link to a category's section on the product page. */
export function categoryHref(category: ProductCategory): string {
  return `/product#${category.anchor}`;
}
