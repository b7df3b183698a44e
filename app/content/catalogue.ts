import bottlesAndJugsImage from "~/assets/illustrations/product/bottles-and-jugs.svg?no-inline";
import ceramicForgedImage from "~/assets/illustrations/product/cookware-ceramic-forged.svg?no-inline";
import ceramicPressImage from "~/assets/illustrations/product/cookware-ceramic-press.svg?no-inline";
import nonStickForgedImage from "~/assets/illustrations/product/cookware-nonstick-forged.svg?no-inline";
import nonStickPressImage from "~/assets/illustrations/product/cookware-nonstick-press.svg?no-inline";
import cookwareImage from "~/assets/illustrations/product/gallery-cookware.svg?no-inline";
import drinkwareImage from "~/assets/illustrations/product/gallery-drinkware.svg?no-inline";
import gadgetsImage from "~/assets/illustrations/product/gallery-kitchen-gadgets.svg?no-inline";
import toysImage from "~/assets/illustrations/product/gallery-toys.svg?no-inline";
import kitchenGadgetsImage from "~/assets/illustrations/product/kitchen-gadgets.svg?no-inline";
import plasticToysImage from "~/assets/illustrations/product/plastic-toys.svg?no-inline";
import tumblersImage from "~/assets/illustrations/product/tumblers.svg?no-inline";
import vacuumBottlesImage from "~/assets/illustrations/product/vacuum-bottles.svg?no-inline";
import type { ImageAsset } from "./types";

// Content modules with pictures import them `?no-inline`: Vite would otherwise inline these small
// SVGs as data URIs into the page's JavaScript and HTML, where lazy loading cannot defer them.
// Browser tests cannot import such modules; the labels they need live in `product-page.ts`.

/** The three facts every product slide lists, in this order. */
export const specTitles = ["Capacity", "Materials", "Features"] as const;
export type SpecTitle = (typeof specTitles)[number];

/** One line of a slide's list: a single value, or several shown as a sub-list. */
export interface ProductSpec {
  title: SpecTitle;
  text: string | readonly string[];
}

export interface ProductSlide {
  id: string;
  heading: string;
  image: ImageAsset;
  specs: readonly ProductSpec[];
}

export interface CategoryCatalogue {
  /** The `id` of the category in `productCategories`. */
  categoryId: string;
  /** The category's panel in the product page's gallery (portrait, 3:4). */
  image: ImageAsset;
  /** Production output for the whole category, where the company states one. */
  output?: { value: string; label: string };
  slides: readonly ProductSlide[];
}

/** Product slides are 4:3 drawings on a transparent ground; the slide supplies the backdrop. */
function slideImage(src: string, alt: string): ImageAsset {
  return { src, alt, width: 640, height: 480 };
}

function galleryImage(src: string, alt: string): ImageAsset {
  return { src, alt, width: 600, height: 800 };
}

const cookwareSizes = [
  "Fry pans and griddles: 4.5 to 12 inch",
  "Sauce pans: 1 to 6 Qt",
  "Dutch ovens: 5 to 8 Qt",
] as const;

/** The product catalogue of the product page, one entry per category, in category order. */
export const catalogue: readonly CategoryCatalogue[] = [
  {
    categoryId: "drinkware",
    image: galleryImage(
      drinkwareImage,
      "A stainless steel vacuum bottle with a carry loop beside a tumbler with a straw",
    ),
    output: {
      value: "4.5 million",
      label: "pieces a year of hydration capacity, scalable to 12 million",
    },
    slides: [
      {
        id: "vacuum-bottles",
        heading: "Double Wall Stainless Steel Vacuum Bottles",
        image: slideImage(
          vacuumBottlesImage,
          "Three vacuum bottles of different heights, in navy, saffron and white finishes",
        ),
        specs: [
          { title: "Capacity", text: "18 to 64 oz" },
          { title: "Materials", text: "SS 304 stainless steel, double wall vacuum insulated" },
          {
            title: "Features",
            text: [
              "Powder coating",
              "PU coating",
              "UV printing",
              "Silk screen",
              "Pad printing",
              "Laser etching",
            ],
          },
        ],
      },
      {
        id: "tumblers",
        heading: "Stainless Steel Vacuum Tumblers",
        image: slideImage(
          tumblersImage,
          "Three vacuum tumblers with lids and straws, the largest with a handle",
        ),
        specs: [
          { title: "Capacity", text: "20, 30, 40 oz" },
          { title: "Materials", text: ["Stainless steel", "Body and lid: PS, SAN, Tritan"] },
          { title: "Features", text: ["Straw compatible", "Vacuum insulated"] },
        ],
      },
      {
        id: "bottles-and-jugs",
        heading: "Plastic Bottles & Glass Refill Jugs",
        image: slideImage(
          bottlesAndJugsImage,
          "A large glass refill jug with a handle among plastic bottles of several sizes",
        ),
        specs: [
          { title: "Capacity", text: "100 ml to 20 litres" },
          { title: "Materials", text: ["Tritan", "PP", "PET", "Glass for refill jugs"] },
          {
            title: "Features",
            text: [
              "Injection stretch blow moulding",
              "Blow moulding capacity of 3 million pieces a year",
            ],
          },
        ],
      },
    ],
  },
  {
    categoryId: "cookware",
    image: galleryImage(cookwareImage, "A saffron dutch oven with a steel lid and side handles"),
    output: {
      value: "9 million",
      label: "pieces a year of cookware capacity, scalable to 45 million",
    },
    slides: [
      {
        id: "non-stick-press",
        heading: "Non-Stick Press",
        image: slideImage(
          nonStickPressImage,
          "A pressed fry pan and a sauce pan with dark non-stick interiors",
        ),
        specs: [
          { title: "Capacity", text: cookwareSizes },
          { title: "Materials", text: ["Pressed aluminium body", "PTFE non-stick coating"] },
          {
            title: "Features",
            text: ["PTFE roller coating", "Light, quick-heating pressed construction"],
          },
        ],
      },
      {
        id: "ceramic-press",
        heading: "Ceramic Press",
        image: slideImage(
          ceramicPressImage,
          "A pressed fry pan and a sauce pan with cream ceramic interiors and saffron bodies",
        ),
        specs: [
          { title: "Capacity", text: cookwareSizes },
          { title: "Materials", text: ["Pressed aluminium body", "Ceramic coating"] },
          {
            title: "Features",
            text: ["Spray-coated ceramic", "Free from PFOA and PFAS"],
          },
        ],
      },
      {
        id: "forge-non-stick",
        heading: "Forge Non-Stick",
        image: slideImage(
          nonStickForgedImage,
          "A forged fry pan with a thick base in front of a dutch oven with a glass lid",
        ),
        specs: [
          { title: "Capacity", text: cookwareSizes },
          { title: "Materials", text: ["Forged aluminium body", "PTFE non-stick coating"] },
          {
            title: "Features",
            text: ["Thick forged base from our 4500 tonne forging press", "PTFE roller coating"],
          },
        ],
      },
      {
        id: "ceramic-forge",
        heading: "Ceramic Forge",
        image: slideImage(
          ceramicForgedImage,
          "A saffron forged dutch oven with its lid beside a small ceramic-coated pan",
        ),
        specs: [
          { title: "Capacity", text: cookwareSizes },
          { title: "Materials", text: ["Forged aluminium body", "Ceramic coating"] },
          {
            title: "Features",
            text: [
              "Thick forged base from our 4500 tonne forging press",
              "Spray-coated ceramic, free from PFOA and PFAS",
            ],
          },
        ],
      },
    ],
  },
  {
    categoryId: "toys",
    image: galleryImage(
      toysImage,
      "A plastic stacking ring toy with rings in saffron, steel and white",
    ),
    slides: [
      {
        id: "plastic-toys",
        heading: "Plastic Toys",
        image: slideImage(
          plasticToysImage,
          "A stacking ring toy, a toy car and building blocks, one with a glowing light",
        ),
        specs: [
          { title: "Capacity", text: "Custom capacity, planned to your programme" },
          { title: "Materials", text: ["PP", "ABS", "Electronics"] },
          {
            title: "Features",
            text: [
              "Moulded to your design on 80 to 250 ton injection molding machines",
              "Electronics integrated where the toy needs them",
            ],
          },
        ],
      },
    ],
  },
  {
    categoryId: "kitchen-gadgets",
    image: galleryImage(
      gadgetsImage,
      "A measuring jug with a scale next to a slotted nylon spatula",
    ),
    slides: [
      {
        id: "kitchen-gadgets",
        heading: "Kitchen Gadgets",
        image: slideImage(
          kitchenGadgetsImage,
          "A measuring jar, a nylon spatula, a mesh strainer and a vegetable chopper",
        ),
        specs: [
          { title: "Capacity", text: "Customizable to your programme" },
          { title: "Materials", text: ["SS", "Nylon", "PP", "TPE"] },
          {
            title: "Features",
            text: ["Measuring jars", "Strainers", "Nylon tools", "Vegetable choppers"],
          },
        ],
      },
    ],
  },
];
