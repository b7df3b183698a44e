import { homeImage } from "./home-media";
import type { ImageAsset, LinkItem } from "./types";

/** A product range panel; `link.label` names its link icon for assistive technology. */
export interface RangeItem {
  id: string;
  heading: string;
  subheading: string;
  image: ImageAsset;
  link?: LinkItem;
}

/** A Why Choose slide. */
export interface WhySlide {
  id: string;
  title: string;
  desc: string;
  image: ImageAsset;
}

const panel = { width: 480, height: 660 } as const;

export const homeRange = {
  anchor: "product-range",
  /** Followed by the company name: '<name> Product Range'. */
  headingSuffix: "Product Range",
  subheading: "Excellence in Every Product.Precision Craftsmanship for the Global Market.",
  galleryLabel: "Product range",
  /** Names a panel's button: 'Show details: Drinkware'. */
  toggleLabel: "Show details",
  prevLabel: "Previous product",
  nextLabel: "Next product",
  items: [
    {
      id: "drinkware",
      heading: "Drinkware",
      subheading: "Vacuum bottles and tumblers in SS 304, plastic bottles and glass refill jugs.",
      image: homeImage("range-drinkware", {
        alt: "Two stainless steel vacuum bottles and a tumbler with a straw",
        ...panel,
      }),
      link: { label: "Explore Drinkware", to: "/product#drinkware" },
    },
    {
      id: "cookware",
      heading: "Cookware",
      subheading:
        "Press and forged pans and dutch ovens, non-stick or PFOA- and PFAS-free ceramic.",
      image: homeImage("range-cookware", {
        alt: "A fry pan above a lidded dutch oven",
        ...panel,
      }),
      link: { label: "Explore Cookware", to: "/product#cookware" },
    },
    {
      id: "toys",
      heading: "Toys",
      subheading: "Plastic toys in PP and ABS, with electronics where your design needs them.",
      image: homeImage("range-toys", {
        alt: "A toy truck, building blocks and a ring-stacking toy",
        ...panel,
      }),
      link: { label: "Explore Toys", to: "/product#toys" },
    },
    {
      id: "kitchen-gadgets",
      heading: "Kitchen Gadgets",
      subheading: "Measuring jars, strainers, nylon tools and vegetable choppers.",
      image: homeImage("range-kitchen-gadgets", {
        alt: "A measuring jar, a nylon kitchen tool and a vegetable chopper",
        ...panel,
      }),
      link: { label: "Explore Kitchen Gadgets", to: "/product#kitchen-gadgets" },
    },
    {
      id: "sheet-metal-plastics",
      heading: "Sheet Metal and Plastics",
      subheading: "Pressed sheet metal and molded plastic parts, made to your drawings.",
      image: homeImage("range-sheet-metal", {
        alt: "A pressed sheet metal tray below a molded plastic housing",
        ...panel,
      }),
      // Not a product category: the manufacturing page's processes (metal forming, plastics).
      link: { label: "Explore Sheet Metal and Plastics", to: "/manufacturing#processes-title" },
    },
  ] satisfies RangeItem[],
} as const;

const slide = { width: 560, height: 400 } as const;

export const homeWhyChoose = {
  /** Preceded by 'Why Choose': 'Why Choose <name>'. */
  headingPrefix: "Why Choose",
  subheading: "What global brands count on when they manufacture with us.",
  carouselLabel: "Reasons to choose us",
  /** Dot names read 'Go to slide 3: Speed and Flexibility'. */
  dotLabel: "Go to slide",
  pauseLabel: "Pause the slideshow",
  playLabel: "Play the slideshow",
  slides: [
    {
      id: "reliability",
      title: "Reliability and Expertise",
      desc: "About 50 years of manufacturing for brands worldwide, with the discipline that keeps every order on specification and on time.",
      image: homeImage("why-reliability", {
        alt: "A shield with a tick mark between rising bars",
        ...slide,
      }),
    },
    {
      id: "sustainable",
      title: "Sustainable Manufacturing",
      desc: "A zero-discharge operation, responsible materials, and cookware coatings free from PFOA and PFAS.",
      image: homeImage("why-sustainable", {
        alt: "A leaf and a drop of water inside a recycling loop",
        ...slide,
      }),
    },
    {
      id: "speed",
      title: "Speed and Flexibility",
      desc: "An in-house tool room and scalable capacity take you from prototype to production quickly, and grow with your orders.",
      image: homeImage("why-speed", {
        alt: "A stopwatch above a moving conveyor of cartons",
        ...slide,
      }),
    },
    {
      id: "quality",
      title: "End-to-End Quality Control",
      desc: "Over 100 quality checks and tests, from incoming material to the packed carton.",
      image: homeImage("why-quality", {
        alt: "A checklist with ticks under a magnifying glass",
        ...slide,
      }),
    },
    {
      id: "social",
      title: "Social Responsibility",
      desc: "Jobs for rural communities, an inclusive workplace and a goal of a 60% female workforce.",
      image: homeImage("why-social", {
        alt: "Three people standing together under a heart",
        ...slide,
      }),
    },
  ] satisfies WhySlide[],
} as const;
