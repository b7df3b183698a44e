export const careersIntro = {
  heading: "We are always looking for talented people to join our community",
  text: "About 240 people work with us today, in engineering, tooling, production, quality and export. We train, we promote from within, and we are working towards a 60% female workforce.",
  applyPrompt: "Send your résumé and a few lines about yourself to",
} as const;
