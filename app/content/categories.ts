import type { Item } from "./types";

export interface ProductCategory extends Item {
  /** The anchor id of the category's section on /product. */
  anchor: string;
  subheading: string;
  description: string;
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
  },
  {
    id: "cookware",
    anchor: "cookware",
    heading: "Cookware",
    subheading: "Press and forged, non-stick and ceramic",
    description:
      "Fry pans, griddles, sauce pans and dutch ovens, pressed or forged, with PTFE roller coating or spray-coated ceramic free from PFOA and PFAS.",
  },
  {
    id: "toys",
    anchor: "toys",
    heading: "Toys",
    subheading: "Plastic toys, with electronics where you need them",
    description:
      "Plastic toys in PP and ABS, with electronics integrated, made to your design and capacity.",
  },
  {
    id: "kitchen-gadgets",
    anchor: "kitchen-gadgets",
    heading: "Kitchen Gadgets",
    subheading: "Measuring jars, strainers, nylon tools, choppers",
    description:
      "Measuring jars, strainers, nylon tools and vegetable choppers in SS, Nylon, PP and TPE, with capacity customised to your programme.",
  },
];

/** Link to a category's section on the product page. */
export function categoryHref(category: ProductCategory): string {
  return `/product#${category.anchor}`;
}
