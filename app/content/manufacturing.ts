import finishingImage from "~/assets/illustrations/manufacturing/finishing-packing.svg?no-inline";
import metalFormingImage from "~/assets/illustrations/manufacturing/metal-forming.svg?no-inline";
import plasticsImage from "~/assets/illustrations/manufacturing/plastics.svg?no-inline";
import sitePlanImage from "~/assets/illustrations/manufacturing/site-plan.svg?no-inline";
import toolRoomImage from "~/assets/illustrations/manufacturing/tool-room.svg?no-inline";
import { machinesById } from "./machinery";
import type { ImageAsset } from "./types";

/** A picture with a heading and text, laid out image beside text (alternating down the page). */
export interface FeatureBlock {
  id: string;
  eyebrow?: string;
  heading: string;
  paragraphs: readonly string[];
  image: ImageAsset;
}

export const manufacturingExpertise = {
  eyebrow: "Heritage",
  heading: "Decades of Expertise",
  subheading:
    "Five decades of making things well, for customers who expect the same product in every carton.",
  cards: [
    {
      id: "heritage",
      value: "50+",
      heading: "Years of expertise",
      text: "About 50 years of manufacturing heritage, passed from one generation of engineers and toolmakers to the next.",
    },
    {
      id: "people",
      value: "240",
      heading: "People",
      text: "About 240 employees, from designers and toolmakers to machine operators and quality inspectors.",
    },
    {
      id: "export",
      value: "100%",
      heading: "Export focused",
      text: "Everything we make is made for global brands and ships from our special economic zone near three major seaports.",
    },
  ],
} as const;

export const manufacturingPartner = {
  eyebrow: "Your innovation partner",
  heading: "More than a supplier: a partner in innovation",
  paragraphs: [
    "Injection molding machines from 80 to 250 tons, a 4500 tonne forging press and an in-house tool room let us take a product from design to mass production without leaving our site.",
    "We bring ideas to the table: materials that work better, processes that cost less, finishes that set your brand apart. Our mission is to become the largest OEM supplier of drinkware, cookware, kitchen gadgets and toys from India to global brands by 2027.",
  ],
} as const;

export const manufacturingToolRoom = {
  id: "tool-room",
  eyebrow: "Tool Room Excellence",
  heading: "Tool Room Excellence",
  paragraphs: [
    "Our in-house tool room is where design becomes manufacturing. With modern machinery and engineers who understand both, we design, build and maintain the moulds and dies our lines run on.",
    "Keeping tooling in-house means faster samples, quicker design changes, and worn tools repaired on site instead of shipped away.",
  ],
  image: {
    src: toolRoomImage,
    alt: "A tool room with a milling machine cutting a mould block and an opened mould half on the bench",
    width: 640,
    height: 480,
  },
} as const satisfies FeatureBlock;

export const manufacturingPrecision = {
  eyebrow: "Precision Engineering",
  heading: "Precision Engineering",
  subheading: "Heavy machinery, run with a toolmaker's precision.",
  machines: machinesById(["injection-molding", "forging-press", "blow-moulding", "coating-line"]),
} as const;

export const manufacturingInfrastructure = {
  eyebrow: "Scalable Infrastructure",
  heading: "Scalable Infrastructure",
  text: "300,000 sq. ft. of facilities run as a zero-discharge operation, with room to grow as your programme does.",
  facts: [
    { id: "area", value: "300,000 sq. ft.", label: "of manufacturing facilities" },
    { id: "discharge", value: "Zero", label: "discharge operation" },
  ],
  capacities: [
    {
      id: "hydration",
      heading: "Hydration",
      value: "4.5 million",
      unit: "pieces a year",
      scale: "Scalable to 12 million",
    },
    {
      id: "blow-moulding",
      heading: "Blow moulding",
      value: "3 million",
      unit: "pieces a year",
      scale: "Bottles and jugs from 100 ml to 20 litres",
    },
    {
      id: "cookware",
      heading: "Cookware",
      value: "9 million",
      unit: "pieces a year",
      scale: "Scalable to 45 million",
    },
  ],
  image: {
    src: sitePlanImage,
    alt: "A blueprint site plan of the factory halls within the plant boundary",
    width: 640,
    height: 480,
  },
} as const;

export const manufacturingCapabilities = {
  eyebrow: "What sets us apart",
  heading: "Manufacturing Capabilities and Excellence",
  items: [
    {
      id: "end-to-end",
      heading: "End-to-end manufacturing",
      text: "Design, tooling, forming, moulding, coating, decoration, assembly and packing under one roof and one quality system.",
    },
    {
      id: "precision",
      heading: "Precision",
      text: "Tools made in-house and over 100 quality checks keep every batch to your specification.",
    },
    {
      id: "integrity",
      heading: "Integrity",
      text: "Audited to Amfori BSCI, ISO, SCAN and SMETA Pillar 4, with honest answers on cost, time and capacity.",
    },
    {
      id: "sustainability",
      heading: "Sustainability",
      text: "A zero-discharge operation, reusable products and ceramic coatings free from PFOA and PFAS.",
    },
  ],
} as const;

export const manufacturingProcesses = {
  eyebrow: "How we make it",
  heading: "From raw material to finished product",
  blocks: [
    {
      id: "metal-forming",
      eyebrow: "Metal",
      heading: "Forming metal with force and care",
      paragraphs: [
        "Blanks become cookware bodies on our presses and our 4500 tonne forging press, which gives forged pans their thick, even base.",
        "Stainless steel becomes double wall bottles and tumblers, sealed and vacuum insulated on our own line.",
      ],
      image: {
        src: metalFormingImage,
        alt: "A metal disc formed in stages into a shallow pan body and then a coated pan",
        width: 640,
        height: 480,
      },
    },
    {
      id: "plastics",
      eyebrow: "Plastics",
      heading: "Moulding plastics to tight tolerances",
      paragraphs: [
        "Injection molding machines from 80 to 250 tons make lids, toy parts and kitchen tools in PP, ABS, PS, SAN and Tritan.",
        "Injection stretch blow moulding turns preforms into clear, light bottles and jugs from 100 ml to 20 litres.",
      ],
      image: {
        src: plasticsImage,
        alt: "Plastic pellets turned into a preform and then blown into a finished bottle",
        width: 640,
        height: 480,
      },
    },
    {
      id: "finishing",
      eyebrow: "Finishing",
      heading: "Finished, checked and packed for your market",
      paragraphs: [
        "Powder coating, PU coating, UV printing, silk screen, pad printing and laser etching give each product your brand's look.",
        "Final inspection and packing to your requirements prepare every order for shipment Ex-Works or Free on Board.",
      ],
      image: {
        src: finishingImage,
        alt: "A plain bottle, the same bottle coated and printed, and a packed carton",
        width: 640,
        height: 480,
      },
    },
  ] satisfies FeatureBlock[],
} as const;

export const manufacturingInquiry = {
  heading: "Plan your next programme with us",
  text: "Share your volumes and timelines. We will show you how our lines, tool room and capacity fit your product.",
  cta: { label: "Talk to our team", to: "/contact-us" },
} as const;
