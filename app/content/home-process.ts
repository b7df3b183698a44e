import { homeImage, homeMedia } from "./home-media";

/** One step of the process: its number is shown large, as text ('01'). */
export interface ProcessStep {
  id: string;
  number: string;
  heading: string;
  content: string;
}

export const homeProcess = {
  heading: "Our Process",
  text: "Our process journey starts with listening to our customers and ends with quality products that seamlessly fit into their lives.",
  carouselLabel: "Our process, step by step",
  prevLabel: "Previous step",
  nextLabel: "Next step",
  steps: [
    {
      id: "market-needs",
      number: "01",
      heading: "Market Needs",
      content:
        "We start by listening: your customers, your market, your price point and the volumes you plan for.",
    },
    {
      id: "design",
      number: "02",
      heading: "Design",
      content:
        "Our designers turn your brief into concepts, drawings and specifications you can review and refine with us.",
    },
    {
      id: "engineering",
      number: "03",
      heading: "Engineering",
      content:
        "Engineers choose the materials and processes, and design for strength, safety and efficient production.",
    },
    {
      id: "prototyping",
      number: "04",
      heading: "Prototyping",
      content:
        "Samples let you hold, test and approve the product before any production tooling is cut.",
    },
    {
      id: "toolmaking",
      number: "05",
      heading: "Toolmaking",
      content:
        "Our in-house tool room builds the moulds, dies and fixtures, keeping lead times short and precision in our hands.",
    },
    {
      id: "manufacturing",
      number: "06",
      heading: "Manufacturing",
      content:
        "Forging, pressing, molding, coating and assembly at scale, with quality checks at every stage before export.",
    },
  ] satisfies ProcessStep[],
  /** Decorative connectors drawn between the cards on wide screens (alternating). */
  lines: [homeMedia("process-line-a"), homeMedia("process-line-b")],
  bottomImage: homeImage("process-bottom", {
    alt: "A production line drawn from idea to shipment: a light bulb, a drafting triangle, a gear, a prototype, a mould, stacked cartons and a ship",
    width: 2400,
    height: 200,
  }),
} as const;
