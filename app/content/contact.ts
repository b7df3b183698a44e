export const contactDetails = {
  eyebrow: "Get in touch",
  heading: "Talk to our export team",
  text: "Tell us about your product, volumes and timelines. We answer every business inquiry.",
  labels: { phone: "Phone", email: "E-mail", address: "Office", hours: "Hours" },
} as const;
