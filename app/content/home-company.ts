import type { HomePoint } from "./home";
import { homeImage, homeMedia } from "./home-media";
import type { LinkItem } from "./types";

/** A Key Highlights card; `icon` is a decorative drawing next to the heading. */
export interface HighlightCard {
  id: string;
  heading: string;
  subHeading: string;
  icon: string;
}

/** A headline figure: '240' 'employees'. */
export interface Stat {
  id: string;
  value: string;
  text: string;
  subText: string;
}

export const homeHighlights = {
  heading: "Key Highlights",
  subheading: "Six reasons global brands build their products with us.",
  /** The strip's own name; distinct from the heading so the two regions are told apart. */
  stripLabel: "Six key highlights",
  prevLabel: "Previous highlights",
  nextLabel: "Next highlights",
  cards: [
    {
      id: "sez-export",
      heading: "Strategic SEZ Location and Export Focus",
      subHeading:
        "100% export focused, inside a special economic zone near three major seaports for fast, simple shipping.",
      icon: homeMedia("icons/sez-export"),
    },
    {
      id: "in-house",
      heading: "In-House Manufacturing",
      subHeading:
        "Design, tool room, forging, molding, coating and packing under one roof, so quality and timelines stay in our hands.",
      icon: homeMedia("icons/in-house"),
    },
    {
      id: "range-capacity",
      heading: "Diverse Range with High Capacity",
      subHeading:
        "Drinkware, cookware, toys and kitchen gadgets: 4.5 million hydration pieces a year, scalable to 12 million, and cookware scalable to 45 million.",
      icon: homeMedia("icons/range-capacity"),
    },
    {
      id: "sustainability",
      heading: "Sustainability",
      subHeading:
        "A zero-discharge operation, and ceramic coatings free from PFOA and PFAS for cookware.",
      icon: homeMedia("icons/sustainability"),
    },
    {
      id: "heritage",
      heading: "Heritage and Expertise",
      subHeading:
        "About 50 years of manufacturing heritage, carried by a team of about 240 skilled people.",
      icon: homeMedia("icons/heritage"),
    },
    {
      id: "quality",
      heading: "Proactive Quality Assurance",
      subHeading:
        "Over 100 quality checks and tests, from incoming material to the packed carton, catching issues before they ship.",
      icon: homeMedia("icons/quality"),
    },
  ] satisfies HighlightCard[],
} as const;

export const homePartner = {
  eyebrow: "Made in India, shipped worldwide",
  heading: "Your Global Manufacturing Partner",
  text: "We are located in a special economic zone near three major seaports, and everything we make is for export. Orders leave our gate ready for the ships that carry them, made in a way your customers can be proud of.",
  points: [
    {
      id: "location",
      heading: "SEZ location near three major seaports",
      description: "Short, simple routes from our factory gate to the ship.",
    },
    {
      id: "export",
      heading: "100% export focus",
      description: "Processes, documents and packaging built for global brands.",
    },
    {
      id: "sustainable",
      heading: "Sustainable production",
      description: "A zero-discharge operation that respects the water and land around it.",
    },
    {
      id: "community",
      heading: "Community empowerment",
      description: "Jobs for rural communities and a goal of a 60% female workforce.",
    },
  ] satisfies HomePoint[],
  image: homeImage("partner-map", {
    alt: "Map of the coast with the factory in its special economic zone and shipping routes from three nearby seaports",
    width: 720,
    height: 600,
  }),
} as const;

export const homeMission = {
  eyebrow: "Who we are",
  heading: "Mission and Values",
  stats: [
    {
      id: "employees",
      value: "240",
      text: "employees",
      subText: "About 240 people across design, tooling, production and quality.",
    },
    {
      id: "heritage",
      value: "50+",
      text: "years of heritage",
      subText: "About 50 years of making products for customers around the world.",
    },
  ] satisfies Stat[],
  missionHeading: "Our Mission",
  mission:
    "To be the largest OEM supplier of drinkware, cookware, kitchen gadgets and toys from India to global brands by 2027.",
  valuesHeading: "Our Values",
  values: [
    {
      id: "quality-supplier",
      heading: "Quality supplier",
      description: "We deliver what we promise, order after order, to the specification agreed.",
    },
    {
      id: "standards",
      heading: "Highest manufacturing standards",
      description: "Audited processes and over 100 quality checks guard every product we ship.",
    },
    {
      id: "sustainability",
      heading: "Sustainability",
      description: "A zero-discharge operation and responsible choices of materials and coatings.",
    },
    {
      id: "inclusivity",
      heading: "Inclusivity",
      description:
        "Rural jobs and a goal of a 60% female workforce: growth that includes everyone.",
    },
  ] satisfies HomePoint[],
} as const;

export const homeCommunity = {
  heading: "Empowering Communities Through Responsible Manufacturing",
  text: "Social responsibility is part of how we make things. We create jobs in rural communities, work towards a 60% female workforce and an inclusive workplace, and keep our production sustainable with a zero-discharge operation, so every product we ship supports the people and places around our factory.",
  image: homeImage("community", {
    alt: "Drawing of villagers in front of their homes and the factory, with a young plant growing between them",
    width: 720,
    height: 560,
  }),
  cta: { label: "Learn More", to: "/services#empowering" } satisfies LinkItem,
} as const;
