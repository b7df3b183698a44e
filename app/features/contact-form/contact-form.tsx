import { TextField } from "~/components/ui/text-field";
import styles from "~/features/forms/form.module.css";
import { FormShell } from "~/features/forms/form-shell";
import { characterCount } from "~/features/forms/form-words";
import { useInquiryForm } from "~/features/forms/use-inquiry-form";
import { FIELD_LIMITS } from "~/features/forms/validation";
import { sendEmail } from "~/lib/email-client";
import { site } from "~/site";
import contactForm from "~content/forms/contact-form.yml";
import formWords from "~content/forms/shared.yml";

const FIELDS = ["name", "company", "email", "contact", "interest"] as const;
type ContactField = (typeof FIELDS)[number];

/**
 * The business inquiry form. It sends every field as template parameters (`name`, `email`,
 * `interest` as the original did, plus `company` and `contact`), so nothing typed is lost.
 */
export function ContactForm() {
  const form = useInquiryForm({
    formId: "contact",
    fields: FIELDS,
    send: (values) => sendEmail({ template: "contact", params: values }),
  });
  const { labels, hints } = contactForm;

  const field = (name: ContactField) => form.textFieldProps(name, labels[name]);

  return (
    <FormShell
      form={form}
      titleId="contact-form-title"
      title={contactForm.heading}
      requiredNote={contactForm.requiredNote}
      fallbackEmail={site.email}
    >
      <TextField {...field("name")} autoComplete="name" />
      <TextField {...field("company")} autoComplete="organization" />
      <TextField {...field("email")} type="email" autoComplete="email" />
      <TextField
        {...field("contact")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={`${hints.contact} ${formWords.contactFormats}`}
      />
      <div className={styles.full}>
        <TextField
          {...field("interest")}
          rows={6}
          hint={hints.interest}
          footnote={characterCount(form.values.interest.length, FIELD_LIMITS.interest)}
        />
      </div>
    </FormShell>
  );
}
