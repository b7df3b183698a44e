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
  /** Over-long text is kept as typed or pasted; this says by how much to shorten it. */
  tooLong: (max: number, count: number) =>
    `Please keep this to ${max.toLocaleString("en")} characters or fewer (you have ${count.toLocaleString("en")}).`,
  resumeType: "Please upload a valid PDF or Word document.",
  resumeEmpty: "This file is empty. Please choose a PDF or Word document with your résumé in it.",
  resumeTooLarge: (limit: string) => `The résumé must be ${limit} or smaller.`,
  /** The name says PDF or Word, the file's first bytes say otherwise (a renamed program, say). */
  resumeContent:
    "This file is not really a PDF or Word document. Please choose your résumé as a PDF, DOC or DOCX file.",
  /** When a required field is empty. */
  summary: "Please fill out all required fields.",
  /** When every required field is filled but some hold something malformed. */
  summaryInvalid: "Please correct the highlighted fields.",
  /** When the text is fine and only the optional résumé cannot be sent. */
  summaryResume: "The chosen résumé cannot be sent. Please choose another file or remove it.",
  success: "Message sent successfully!",
  failure: "Failed to send the message. Please try again later.",
} as const;

export const formText = {
  submit: "Submit",
  sending: "Sending…",
  requiredNote: "All fields are required unless marked optional.",
  optional: "optional",
  /** Added to every contact number field's hint: the formats the check accepts. */
  contactFormats:
    "Digits with spaces, dots, slashes, hyphens or brackets; an extension as x12 or ext. 12.",
  /** Counter under long text fields, e.g. "120 / 2,000 characters". */
  characterCount: (count: number, max: number) =>
    `${count.toLocaleString("en")} / ${max.toLocaleString("en")} characters`,
  /** Shown only without JavaScript: the form sends from the browser. */
  noScript: "This form needs JavaScript to send. You can also write to us at",
  /** The trap field for bots; people never see or reach it. */
  honeypotLabel: "Leave this field empty",
} as const;
