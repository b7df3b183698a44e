// The product page's words around the catalogue. No pictures here, so browser tests can import it.

/** Labels of the product page's gallery and carousels. */
export const productPageText = {
  galleryHeading: "Explore our categories",
  galleryEyebrow: "Product categories",
  gallerySubheading:
    "Four categories, one standard: engineered, made and finished under one roof to your brand's specification.",
  galleryLabel: "Category gallery",
  galleryLinkLabel: (heading: string) => `Go to ${heading}`,
  galleryToggleLabel: (heading: string) => `Show details: ${heading}`,
  carouselLabel: (heading: string) => `${heading} products`,
  previousLabel: (heading: string) => `Previous ${heading.toLowerCase()} products`,
  nextLabel: (heading: string) => `Next ${heading.toLowerCase()} products`,
  prevGalleryLabel: "Previous category",
  nextGalleryLabel: "Next category",
  outputEyebrow: "Capacity",
} as const;

export const productInquiry = {
  heading: "Looking for something not shown here?",
  text: "Our range grows with our customers. Send us your idea, drawing or sample and we will tell you how we can make it.",
  cta: { label: "Send an inquiry", to: "/contact-us" },
} as const;
