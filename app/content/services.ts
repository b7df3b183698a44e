export const servicesIntro = {
  eyebrow: "What we do",
  heading: "Your product, engineered and manufactured end to end",
  paragraphs: [
    "We work as an extension of your team: from understanding market needs and designing the product, through engineering, prototyping and toolmaking in our own tool room, to manufacturing at scale and shipping from our special economic zone near three major seaports.",
    "Every programme is 100% export focused, built to the certifications global brands ask for, and checked through more than 100 quality tests before it leaves the factory.",
  ],
} as const;

export const servicesCommunity = {
  anchor: "empowering",
  eyebrow: "Community",
  heading: "Empowering communities through responsible manufacturing",
  text: "We create jobs in rural communities, work towards a 60% female workforce, and run a zero-discharge operation, because the way a product is made matters as much as the product.",
} as const;
