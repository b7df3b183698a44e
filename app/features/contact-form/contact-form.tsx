import { useSite } from "~/content/site";
import { useContent, useLocale } from "~/content/use-content";
import { FormShell } from "~/features/forms/form-shell";
import { InquiryFields } from "~/features/forms/inquiry-fields";
import { useCaptcha } from "~/features/forms/use-captcha";
import { useInquiryForm } from "~/features/forms/use-inquiry-form";
import { sendEmail } from "~/lib/email-client";
import { env } from "~/lib/env";

const FIELDS = ["name", "company", "email", "contact", "interest"] as const;

/**
 * The business inquiry form. It sends every field as template parameters (`name`, `email`,
 * `interest` as the original did, plus `company` and `contact`), so nothing typed is lost, and the
 * page's language as `locale`, so the reply can be in it.
 */
export function ContactForm() {
  const contactForm = useContent("forms/contact-form");
  const site = useSite();
  const locale = useLocale();
  const captcha = useCaptcha(env.captchaSiteKey, locale);
  const form = useInquiryForm({
    formId: "contact",
    fields: FIELDS,
    text: contactForm,
    captcha: captcha.answer,
    send: (values) => sendEmail({ template: "contact", params: { ...values, locale } }),
    onSent: captcha.reset,
  });

  return (
    <FormShell form={form} text={contactForm} fallbackEmail={site.email} captcha={captcha}>
      <InquiryFields form={form} />
    </FormShell>
  );
}
