import { site } from "~/site";

export const careersIntro = {
  eyebrow: `Careers at ${site.name}`,
  heading: "We are always looking for talented people to join our community",
  text: "About 240 people work with us today, in engineering, tooling, production, quality and export. We train, we promote from within, and we are working towards a 60% female workforce.",
  areasHeading: "Where you could work",
  areas: ["Engineering", "Tool room", "Production", "Quality", "Export"],
  applyPrompt: "Prefer e-mail? Send your résumé to",
} as const;

/** The application form: the specification's labels; the résumé is optional. */
export const careersForm = {
  title: "Apply to join us",
  requiredNote: "All fields are required unless marked optional.",
  labels: {
    name: "Your Name",
    contact: "Contact Number",
    email: "Your Email Address",
    resume: "Upload Resume",
    interest: "Comments",
  },
  hints: {
    contact: "A number we can call, with the country code.",
    interest: "The role or area you are interested in, and a few lines about yourself.",
    /** Built with the size limit the résumé check uses. */
    resume: (limit: string) => `PDF, DOC or DOCX, up to ${limit}.`,
  },
  resume: {
    choose: "Choose a file",
    drop: "or drag it here",
    remove: "Remove",
    notAttached: "not attached",
  },
} as const;
