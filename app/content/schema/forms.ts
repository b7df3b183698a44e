import type { z } from "zod";
import { file, group, line, list, paragraph, shaped, template } from "./fields.ts";

const message = (label: string) => line(label, { max: 160 });

/** The labels of the text fields both forms have. */
const commonLabels = {
  name: line("Name field", { max: 40 }),
  email: line("E-mail field", { max: 40 }),
  contact: line("Phone field", { max: 40 }),
  interest: line("Message field", { max: 40 }),
};

/** What opens both forms: the heading and the note under it. */
const formHeading = {
  heading: line("Heading of the form", { max: 60 }),
  requiredNote: line("Note under the heading", { max: 120 }),
  mailtoSubject: template("Subject of the e-mail offered when sending fails", ["name"], {
    max: 80,
    hint: "The visitor's own e-mail program opens with this subject and their message.",
  }),
};

/** The hints under the text fields both forms have. */
const commonHints = {
  contact: paragraph("Under the phone field", { max: 200 }),
  interest: paragraph("Under the message field", { max: 200 }),
};

/** Schemas of `content/forms/` (one per file, keyed by the file's path without `.yml`). */
export const formsFiles = {
  "forms/shared": file("Words both forms share", {
    messages: group("Messages", {
      nameRequired: message("When the name is empty"),
      companyRequired: message("When the company is empty"),
      emailRequired: message("When the e-mail is empty"),
      emailInvalid: message("When the e-mail is not an address"),
      contactRequired: message("When the phone number is empty"),
      contactInvalid: message("When the phone number is not one"),
      interestRequired: message("When the message is empty"),
      tooLong: template("When a field holds too much text", ["max", "count"], { max: 160 }),
      resumeType: message("When the résumé is not a PDF or Word document"),
      resumeEmpty: message("When the résumé file is empty"),
      resumeTooLarge: template("When the résumé file is too large", ["limit"], { max: 160 }),
      resumeContent: message("When the résumé only pretends to be a PDF or Word document"),
      summary: message("Above the button, when a required field is empty"),
      summaryInvalid: message("Above the button, when a field needs correcting"),
      summaryResume: message("Above the button, when only the résumé cannot be sent"),
      success: message("After the message was sent"),
      failure: message("When sending failed: the e-mail service had a problem"),
      failureOffline: paragraph("When sending failed because the visitor is offline", {
        max: 240,
      }),
      failureTimeout: paragraph(
        "When the e-mail service did not confirm in time (the message may still arrive)",
        { max: 240 },
      ),
      failureTooMany: template(
        "When the e-mail service asks to wait before sending again",
        ["when"],
        {
          max: 200,
          long: true,
          isEveryBlankNeeded: true,
          hint: "{when} reads like 'in 2 minutes'.",
        },
      ),
      failureTooManyLater: paragraph("The same, when the service did not say how long to wait", {
        max: 200,
      }),
      failureRefused: paragraph("When the e-mail service refused the message", { max: 240 }),
      failureUnreachable: paragraph(
        "When the e-mail service could not be reached although the visitor is online (the connection, or a blocker such as an ad blocker or a firewall)",
        { max: 240 },
      ),
      oneLine: message("When a one-line field holds a line break or a control character"),
      captchaRequired: message("When the 'I'm not a robot' box was not ticked"),
      captchaUnavailable: message("When the spam check could not load"),
    }),
    mailto: group("After a failure: sending from the visitor's own e-mail", {
      intro: line("Before the link", { max: 100 }),
      link: template("The link", ["address"], { max: 80, isEveryBlankNeeded: true }),
      shortened: paragraph("When the message was too long for the e-mail link and was shortened", {
        max: 200,
      }),
      field: template(
        "One field in that e-mail's text: its label, then what the visitor typed",
        ["label", "value"],
        { max: 30, isEveryBlankNeeded: true },
      ),
    }),
    submit: line("Send button", { max: 30 }),
    sending: line("Send button while sending", { max: 30 }),
    optional: line("Beside an optional field's label, with its brackets", { max: 20 }),
    contactFormats: template(
      "Added to the hint of every phone field: the accepted formats",
      ["extensions"],
      {
        long: true,
        max: 200,
        isEveryBlankNeeded: true,
        hint: "{extensions} lists the examples below.",
      },
    ),
    extensionExamples: list(
      "Examples of an extension after a phone number",
      shaped(
        "An extension: a word or letter, then the digits",
        /^\D*[^\d\s]\D*\d{1,6}$/u,
        "Write a word or letter, then 1 to 6 digits, like ext. 12",
        { max: 20 },
      ),
      {
        min: 1,
        max: 4,
        isPerLanguage: true,
        hint: "The form accepts each word shown here (and x or ext in every language).",
      },
    ),
    characterCount: template("Counter under long text fields", ["count", "max"], { max: 60 }),
    noScript: template(
      "Shown when the browser runs no JavaScript; {email} is the company's address, as a link",
      ["email"],
      { max: 200, isEveryBlankNeeded: true },
    ),
    honeypotLabel: line("Label of the hidden trap field for spam robots (nobody sees it)", {
      max: 60,
    }),
  }),
  "forms/contact-form": file("Contact form", {
    ...formHeading,
    labels: group("Field labels", { ...commonLabels, company: line("Company field", { max: 40 }) }),
    hints: group("Hints under fields", commonHints),
  }),
  "forms/careers-form": file("Job application form", {
    ...formHeading,
    labels: group("Field labels", { ...commonLabels, resume: line("Résumé field", { max: 40 }) }),
    hints: group("Hints under fields", {
      ...commonHints,
      resume: template("Under the résumé field", ["limit"], { max: 120 }),
    }),
    mailtoResume: line("After a failure: the reminder to attach the résumé to the e-mail", {
      max: 120,
    }),
    resume: group("Résumé field", {
      choose: line("Words on the drop area", { max: 30 }),
      drop: line("After them, for dragging a file", { max: 30 }),
      remove: line("Button that removes the chosen file", { max: 20 }),
      notAttached: line("Beside a refused file", { max: 30 }),
    }),
  }),
  "forms/quote-form": file("Quote request form", {
    ...formHeading,
    labels: group("Field labels", {
      ...commonLabels,
      company: line("Company field", { max: 40 }),
      attachment: line("Drawing or specification field", { max: 40 }),
    }),
    hints: group("Hints under fields", {
      ...commonHints,
      attachment: template("Under the drawing or specification field", ["limit"], { max: 120 }),
    }),
    mailtoAttachment: line(
      "After a failure: the reminder to attach the drawing or specification to the e-mail",
      { max: 120 },
    ),
    attachment: group("Drawing or specification field", {
      choose: line("Words on the drop area", { max: 30 }),
      drop: line("After them, for dragging a file", { max: 30 }),
      remove: line("Button that removes the chosen file", { max: 20 }),
      notAttached: line("Beside a refused file", { max: 30 }),
    }),
    messages: group("Messages", {
      attachmentType: message("When the file is not a PDF, PNG or JPEG"),
      attachmentEmpty: message("When the file is empty"),
      attachmentTooLarge: template("When the file is too large", ["limit"], { max: 160 }),
      attachmentContent: message("When the file only pretends to be a PDF, PNG or JPEG"),
      summaryAttachment: message("Above the button, when only the file cannot be sent"),
      quantityRequired: message("When a product's quantity is empty"),
      quantityInvalid: message("When a quantity is not a whole number of at least 1"),
      quantityNotWhole: template(
        "When a quantity has a decimal or unclear separator (1.5, or 5,000 where a comma is a decimal)",
        ["example", "plain"],
        {
          max: 160,
          hint: "{example} is 12000 as the language groups it, {plain} the same without.",
        },
      ),
      dateInPast: message("When a target date is before today"),
      descriptionRequired: message("When a custom part has no description"),
      summaryItems: message("Above the button, when a product's quantity needs correcting"),
    }),
  }),
} satisfies Record<string, z.ZodType>;
