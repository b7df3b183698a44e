import communityInclusivityImage from "~/assets/illustrations/services/community-inclusivity.svg?no-inline";
import communityRuralImage from "~/assets/illustrations/services/community-rural-jobs.svg?no-inline";
import communitySkillsImage from "~/assets/illustrations/services/community-skills.svg?no-inline";
import communitySustainImage from "~/assets/illustrations/services/community-sustainability.svg?no-inline";
import introImage from "~/assets/illustrations/services/intro-factory.svg?no-inline";
import brandingImage from "~/assets/illustrations/services/oem-branding.svg?no-inline";
import designImage from "~/assets/illustrations/services/oem-design.svg?no-inline";
import specImage from "~/assets/illustrations/services/oem-specification.svg?no-inline";
import toolingImage from "~/assets/illustrations/services/oem-tooling.svg?no-inline";
import qualityImage from "~/assets/illustrations/services/quality-inspection.svg?no-inline";
import logisticsImage from "~/assets/illustrations/services/supply-logistics.svg?no-inline";
import reachImage from "~/assets/illustrations/services/supply-market-reach.svg?no-inline";
import productionImage from "~/assets/illustrations/services/supply-production.svg?no-inline";
import type { Headline, ImageAsset } from "./types";

/** A card with a picture: the OEM/ODM solutions and the community cards. */
export interface ImageCard {
  id: string;
  heading: string;
  description: string;
  image: ImageAsset;
}

/** A block of the supply chain list (the specification's supply-chain block). */
export interface SupplyChainBlock {
  id: string;
  category: string;
  heading: string;
  subheading: string;
  image: ImageAsset;
  points: readonly { heading: string; text: string }[];
}

export const servicesIntro = {
  eyebrow: "What we do",
  heading: "Your product, engineered and manufactured end to end",
  paragraphs: [
    "We work as an extension of your team: from understanding market needs and designing the product, through engineering, prototyping and toolmaking in our own tool room, to manufacturing at scale and shipping from our special economic zone near three major seaports.",
    "Every programme is 100% export focused, built to the certifications global brands ask for, and checked through more than 100 quality tests before it leaves the factory.",
  ],
  image: {
    src: introImage,
    alt: "A factory with a saw-tooth roof beside a crane lifting cargo onto a shipping container",
    width: 640,
    height: 480,
  },
} as const satisfies Headline & { paragraphs: readonly string[]; image: ImageAsset };

export const servicesSolutions = {
  eyebrow: "OEM and ODM",
  heading: "Custom OEM and ODM solutions",
  subheading:
    "Start from an idea or from a finished drawing. Either way, one team takes your product from concept to container.",
  /** Accessible name of each card's toggle: followed by the card's heading. */
  toggleLabel: "Details:",
  cards: [
    {
      id: "product-design",
      heading: "Product Design (ODM)",
      description:
        "Bring us a market need rather than a drawing. Our designers turn it into a product for your brand: concept sketches, 3D models and a specification ready for engineering.",
      image: {
        src: designImage,
        alt: "A bottle drawn as a blueprint on a drawing board, with a drafting compass",
        width: 480,
        height: 600,
      },
    },
    {
      id: "build-to-specification",
      heading: "Build to Your Specification (OEM)",
      description:
        "Send us your drawings or samples. We engineer the process, build the tools and manufacture to your specification, and hold to it batch after batch.",
      image: {
        src: specImage,
        alt: "A bottle measured with a vernier caliper",
        width: 480,
        height: 600,
      },
    },
    {
      id: "prototyping-tooling",
      heading: "Prototyping and Tooling",
      description:
        "Hold the product before you commit. We prototype it, then our in-house tool room builds the moulds and dies that production runs on, so changes stay quick.",
      image: {
        src: toolingImage,
        alt: "An opened two-part mould with a moulded bottle between its halves",
        width: 480,
        height: 600,
      },
    },
    {
      id: "branding-finishing",
      heading: "Branding and Finishing",
      description:
        "Powder coating, PU coating, UV printing, silk screen, pad printing and laser etching put your brand on the product the way your customers expect to see it.",
      image: {
        src: brandingImage,
        alt: "A laser head marking a logo onto a coated bottle",
        width: 480,
        height: 600,
      },
    },
  ] satisfies ImageCard[],
} as const;

export const servicesCertifications = {
  eyebrow: "Certifications",
  heading: "Audited to the standards global brands ask for",
  subheading:
    "Independent audits of how we work, so your compliance team can approve us with confidence.",
  items: [
    {
      id: "amfori-bsci",
      name: "Amfori BSCI",
      description:
        "The amfori Business Social Compliance Initiative audits working conditions: fair pay, working hours, health and safety, and the rights of every worker.",
    },
    {
      id: "iso",
      name: "ISO",
      description:
        "Management systems built on ISO standards: documented processes, clear responsibilities and regular audits that keep quality consistent.",
    },
    {
      id: "scan",
      name: "SCAN",
      description:
        "The Supply Chain Audit Network's security audit checks that goods are protected against tampering from the production line to the shipping container.",
    },
    {
      id: "smeta-pillar-4",
      name: "SMETA Pillar 4",
      description:
        "Sedex's ethical trade audit in its four-pillar form: labour standards, health and safety, the environment and business ethics.",
    },
  ],
} as const;

export const servicesQuality = {
  eyebrow: "Quality control",
  heading: "Quality built in at every step",
  figure: "100+",
  figureLabel: "quality checks and tests",
  paragraphs: [
    "Quality is built into the process, not inspected in at the end. From incoming materials to the sealed carton, your product passes over 100 quality checks and tests.",
  ],
  checkpoints: [
    "Incoming materials checked before they reach the line",
    "In-process checks at every machine and station",
    "Finished products tested against your specification",
    "Final inspection before packing and shipment",
  ],
  image: {
    src: qualityImage,
    alt: "A bottle under a magnifying glass next to a checklist with ticked items",
    width: 640,
    height: 480,
  },
} as const;

export const servicesSupplyChain = {
  eyebrow: "Supply chain and logistics",
  heading: "From our line to your market",
  subheading:
    "Flexible terms, production planned around your demand, and a location built for export.",
  blocks: [
    {
      id: "logistics",
      category: "Logistics",
      heading: "Shipping terms that suit your business",
      subheading: "Take over the goods at our gate or on board the vessel.",
      image: {
        src: logisticsImage,
        alt: "A container ship loaded with shipping containers",
        width: 640,
        height: 480,
      },
      points: [
        {
          heading: "Ex-Works",
          text: "Collect the goods at our factory and run the freight with your own forwarder, for the most control over routing and cost.",
        },
        {
          heading: "Free on Board",
          text: "We clear the goods for export and load them onto your vessel at the port; from there your freight arrangements take over.",
        },
      ],
    },
    {
      id: "production",
      category: "Production",
      heading: "Production planned around your demand",
      subheading: "Build to your order, or to forecast for repeat programmes.",
      image: {
        src: productionImage,
        alt: "Bottles moving along a conveyor towards packed cartons",
        width: 640,
        height: 480,
      },
      points: [
        {
          heading: "Made-To-Order",
          text: "Production runs to your confirmed order and specification: the right choice for custom designs and new launches.",
        },
        {
          heading: "Made-To-Stock",
          text: "For repeat programmes we produce to an agreed forecast, so replenishment orders are ready to ship sooner.",
        },
      ],
    },
    {
      id: "market-reach",
      category: "Market Reach",
      heading: "Every global region, from one special economic zone",
      subheading: "A location chosen for export, close to the sea.",
      image: {
        src: reachImage,
        alt: "A globe with shipping routes leading from India to every region",
        width: 640,
        height: 480,
      },
      points: [
        {
          heading: "Special economic zone",
          text: "We are 100% export focused and located in a special economic zone built for international trade.",
        },
        {
          heading: "Three major seaports nearby",
          text: "Three major seaports within reach give your shipments routes to all global regions: the Americas, Europe, the Middle East, Africa, Asia and Oceania.",
        },
      ],
    },
  ] satisfies SupplyChainBlock[],
} as const;

export const servicesCommunity = {
  anchor: "empowering",
  eyebrow: "Community",
  heading: "Empowering communities through responsible manufacturing",
  text: "We create jobs in rural communities, work towards a 60% female workforce, and run a zero-discharge operation, because the way a product is made matters as much as the product.",
  cards: [
    {
      id: "rural-jobs",
      heading: "Rural job creation",
      description:
        "We hire and train people from the communities around our site, bringing skilled manufacturing work close to home.",
      image: {
        src: communityRuralImage,
        alt: "Village houses joined by a path to a nearby factory",
        width: 480,
        height: 320,
      },
    },
    {
      id: "inclusivity",
      heading: "Inclusivity",
      description:
        "We are working towards a workforce that is 60% women, with fair pay, safe workplaces and room to grow for everyone.",
      image: {
        src: communityInclusivityImage,
        alt: "Three colleagues standing together",
        width: 480,
        height: 320,
      },
    },
    {
      id: "skills",
      heading: "Skills for the future",
      description:
        "Training on the job turns new recruits into machine operators, toolmakers and quality inspectors, skills that last a career.",
      image: {
        src: communitySkillsImage,
        alt: "An experienced worker in a safety helmet teaching a new colleague at a workbench",
        width: 480,
        height: 320,
      },
    },
    {
      id: "sustainability",
      heading: "Sustainable practices",
      description:
        "A zero-discharge operation and durable, reusable products lighten our footprint, and yours.",
      image: {
        src: communitySustainImage,
        alt: "A water drop and a leaf above a circular arrow",
        width: 480,
        height: 320,
      },
    },
  ] satisfies ImageCard[],
} as const;

export const servicesSustainability = {
  eyebrow: "Sustainability",
  heading: "Sustainability, built into how we work",
  subheading: "Responsible manufacturing is part of our values, alongside quality and inclusivity.",
  items: [
    {
      id: "zero-discharge",
      heading: "Zero-discharge operation",
      text: "Process water is treated and reused on site; none of it leaves the factory as waste water.",
    },
    {
      id: "reusable",
      heading: "Reusable by design",
      text: "Vacuum bottles, tumblers and refill jugs replace single-use bottles and cups.",
    },
    {
      id: "coatings",
      heading: "Safer coatings",
      text: "Our spray-coated ceramic cookware is free from PFOA and PFAS.",
    },
    {
      id: "materials",
      heading: "Materials that last",
      text: "Stainless steel and glass stand up to years of daily use and can be recycled at the end of it.",
    },
    {
      id: "right-first-time",
      heading: "Right first time",
      text: "Over 100 quality checks catch problems early, so less material and energy go to waste.",
    },
  ],
} as const;

export const servicesMachinery = {
  eyebrow: "Machinery",
  heading: "The machines behind your product",
  subheading:
    "Forming, moulding, insulating, coating and decorating under one roof, with our own tool room keeping every line running.",
  listLabel: "Our machinery",
} as const;

export const servicesInquiry = {
  heading: "Have a product in mind?",
  text: "Tell us what you want to make. We will come back with the right process, materials and a plan to bring it to market.",
  cta: { label: "Start your project", to: "/contact-us" },
} as const;
