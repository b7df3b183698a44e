import { TextField, type TextFieldProps } from "~/components/ui/text-field";
import { contactForm } from "~/content/contact";
import { formText } from "~/content/forms";
import styles from "~/features/forms/form.module.css";
import { FormFooter } from "~/features/forms/form-footer";
import { Honeypot } from "~/features/forms/honeypot";
import { useInquiryForm } from "~/features/forms/use-inquiry-form";
import { FIELD_LIMITS } from "~/features/forms/validation";
import { preloadEmailSdk, sendEmail } from "~/lib/email-client";
import { site } from "~/site";

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

  function fieldProps(field: ContactField) {
    return {
      id: form.fieldId(field),
      name: field,
      label: labels[field],
      value: form.values[field],
      onChange: (value: string) => form.setValue(field, value),
      error: form.errors[field],
      maxLength: FIELD_LIMITS[field],
    } satisfies Partial<TextFieldProps>;
  }

  return (
    <form
      ref={form.formRef}
      className={styles.card}
      method="post"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={form.handleSubmit}
      onFocus={preloadEmailSdk}
    >
      <div className={styles.header}>
        <h3 className={styles.title} id="contact-form-title">
          {contactForm.title}
        </h3>
        <p className={styles.note}>{contactForm.requiredNote}</p>
      </div>
      <div className={styles.grid}>
        <TextField {...fieldProps("name")} autoComplete="name" />
        <TextField {...fieldProps("company")} autoComplete="organization" />
        <TextField {...fieldProps("email")} type="email" autoComplete="email" />
        <TextField
          {...fieldProps("contact")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={hints.contact}
        />
        <div className={styles.full}>
          <TextField
            {...fieldProps("interest")}
            rows={6}
            hint={hints.interest}
            footnote={formText.characterCount(form.values.interest.length, FIELD_LIMITS.interest)}
          />
        </div>
      </div>
      <Honeypot id={form.fieldId("website")} inputRef={form.honeypotRef} />
      <FormFooter
        status={form.status}
        isHydrated={form.isHydrated}
        outcomeRef={form.outcomeRef}
        fallbackEmail={site.email}
      />
    </form>
  );
}
