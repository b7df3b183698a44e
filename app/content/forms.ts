/**
 * Words shared by the contact and careers forms. The field messages, the summary and the two
 * outcomes are the specification's exact wording; the rest fills gaps it leaves open.
 */
export const formMessages = {
  nameRequired: "Name is required.",
  companyRequired: "Company name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Email address is invalid.",
  contactRequired: "Contact number is required.",
  contactInvalid: "Contact number is invalid.",
  interestRequired: "Interest description is required.",
  tooLong: (max: number) =>
    `Please shorten this to ${max.toLocaleString("en")} characters or fewer.`,
  resumeType: "Please upload a valid PDF or Word document.",
  resumeEmpty: "This file is empty. Please choose a PDF or Word document with your résumé in it.",
  resumeTooLarge: (limit: string) => `The résumé must be ${limit} or smaller.`,
  summary: "Please fill out all required fields.",
  success: "Message sent successfully!",
  failure: "Failed to send the message. Please try again later.",
} as const;

export const formText = {
  submit: "Submit",
  sending: "Sending…",
  requiredNote: "All fields are required unless marked optional.",
  optional: "optional",
  /** Counter under long text fields, e.g. "120 / 2,000 characters". */
  characterCount: (count: number, max: number) =>
    `${count.toLocaleString("en")} / ${max.toLocaleString("en")} characters`,
  /** Shown only without JavaScript: the form sends from the browser. */
  noScript: "This form needs JavaScript to send. You can also write to us at",
  /** The trap field for bots; people never see or reach it. */
  honeypotLabel: "Leave this field empty",
} as const;
