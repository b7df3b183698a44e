export const manufacturingIntro = {
  eyebrow: "Capabilities",
  heading: "Precision at scale, built over five decades",
  paragraphs: [
    "Injection molding machines from 80 to 250 tons, a 4500 tonne forging press and an in-house tool room let us take a product from design to mass production without leaving our site.",
    "Our 300,000 sq. ft. of facilities run as a zero-discharge operation, with capacity that grows with your programme: hydration products at 4.5 million pieces a year, scalable to 12 million, and cookware at 9 million, scalable to 45 million.",
  ],
} as const;
